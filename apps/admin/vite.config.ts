import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The back office is served by the API process under this path. */
const BASE = '/admin/';

/** The two font files every screen sets text in (the sans, and the serif of page titles). */
const PRELOADED_FONTS = [/manrope-latin-wght-normal-.*\.woff2$/, /cormorant-garamond-latin-wght/];

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

/** Writes .br and .gz beside every compressible file of the build, as the shop's build does. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'aurelle-admin-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
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
    plugins: [react(), preloadFonts(), precompress()],
    // `npx vite apps/admin` talks to an API started separately (API_ORIGIN, default the shop's port).
    server: {
      proxy: { '/api': process.env.API_ORIGIN ?? 'http://127.0.0.1:8080' },
    },
    resolve: { alias: command === 'build' ? REACT_ROUTER_PRODUCTION : [] },
    build: {
      outDir: 'dist',
      target: 'es2022',
      sourcemap: true,
      cssCodeSplit: false,
      rolldownOptions: {
        // The contract's modules only declare schemas and constants: with no side effects, the
        // build keeps what the back office uses, not the shop's schemas beside them.
        treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/contract/') },
      },
    },
  };
});
