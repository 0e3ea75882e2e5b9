import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from '../web/vite-precompress.ts';

/** The back office is served by the API process under this path. */
const BASE = '/admin/';

/**
 * The two font files every screen sets text in (@aurelle/ui/styles/fonts.css, named before the
 * build's hash): the sans, and the serif's weight of the page titles.
 */
const PRELOADED_FONTS = [
  /(^|\/)manrope-[\w-]{8}\.woff2$/,
  /(^|\/)cormorant-garamond-500-[\w-]{8}\.woff2$/,
];

function preloadFonts(): Plugin {
  return {
    name: 'aurelle-admin-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.keys(bundle ?? {})
          .filter((file) => PRELOADED_FONTS.some((font) => font.test(file)))
          .map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `${BASE}${file}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head' as const,
          })),
    },
  };
}

/** Where the build's source maps go: beside the app, never in the folder the server serves. */
const SOURCE_MAPS_DIR = 'source-maps';

/**
 * Moves the source maps out of the served build: they are the back office's source, for a
 * developer to load by hand, not for anyone who can reach /admin. The scripts name no map.
 */
function sourceMapsOutside(): Plugin {
  let outDir = 'dist';
  let mapsDir = SOURCE_MAPS_DIR;
  return {
    name: 'aurelle-admin-source-maps-outside',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      mapsDir = resolve(config.root, SOURCE_MAPS_DIR);
    },
    // Before `precompress` (closeBundle), so no compressed copy of a map is made.
    writeBundle() {
      rmSync(mapsDir, { recursive: true, force: true });
      const assets = join(outDir, 'assets');
      for (const name of readdirSync(assets).filter((file) => file.endsWith('.map'))) {
        mkdirSync(mapsDir, { recursive: true });
        renameSync(join(assets, name), join(mapsDir, name));
      }
    },
  };
}

/**
 * React Router's production build, for both entries the app imports (`react-router` and
 * `react-router/dom` share chunks, so both must come from the same build): the package sends
 * every bundler to its development build, whatever the mode.
 */
const routerDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: join(routerDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(routerDist, 'dom-export.mjs') },
];

export default defineConfig(({ command }) => {
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    base: BASE,
    plugins: [react(), preloadFonts(), sourceMapsOutside(), precompress()],
    // `npx vite apps/admin` talks to an API started separately (API_ORIGIN, default the shop's port).
    server: {
      proxy: { '/api': process.env.API_ORIGIN ?? 'http://127.0.0.1:8080' },
    },
    resolve: { alias: command === 'build' ? REACT_ROUTER_PRODUCTION : [] },
    build: {
      outDir: 'dist',
      target: 'es2022',
      // The back office's policy takes fonts from its own origin only (font-src 'self'): the
      // small faces the shop inlines (the rupee's, the dirham's) are files here, fetched when a
      // page shows the sign.
      assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
      // Written without a `sourceMappingURL` in the scripts, then moved out (sourceMapsOutside).
      sourcemap: 'hidden',
      cssCodeSplit: false,
      rolldownOptions: {
        // The contract's modules only declare schemas and constants: with no side effects, the
        // build keeps what the back office uses, not the shop's schemas beside them.
        treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/contract/') },
      },
    },
  };
});
