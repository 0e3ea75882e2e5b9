import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import type { PageManifest } from '@aurelle/contract';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { precompress } from './vite-precompress.ts';
import { ROUTE_PATHS } from '../../packages/contract/src/page/routes.ts';
import { SCREEN_MODULES } from './src/app/route-paths.ts';
import {
  FIRST_PAINT_FONTS,
  FONT_FACE_RULE,
  FONT_FACES_META_NAME,
  facesToLoad,
  isFontFile,
} from './src/first-paint/fonts.ts';

/** Every font a first paint sets text in: index.html preloads them. */
const PRELOADED_FONTS = [...new Set(Object.values(FIRST_PAINT_FONTS).flat())];

function preloadFonts(): Plugin {
  return {
    name: 'aurelle-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const files = Object.keys(bundle ?? {}).filter((file) =>
          PRELOADED_FONTS.some((font) => isFontFile(file, font)),
        );
        // The faces boot.tsx loads before the app's first render: those of these files and the
        // inlined ones (first-paint/page-resources.ts, decision 0049 §8).
        const css = Object.values(bundle ?? {}).find(
          (file) => file.type === 'asset' && file.fileName.endsWith('.css'),
        );
        const preloaded = (url: string) => PRELOADED_FONTS.some((font) => isFontFile(url, font));
        const faces =
          css?.type === 'asset' && typeof css.source === 'string'
            ? facesToLoad(css.source, preloaded)
            : [];
        return [
          ...files.map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${file}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head' as const,
          })),
          {
            tag: 'meta',
            attrs: { name: FONT_FACES_META_NAME, content: JSON.stringify(faces) },
            injectTo: 'head' as const,
          },
        ];
      },
    },
  };
}

/**
 * The modules src/boot.tsx needs before it can render: its static imports and those of
 * src/app/app-state.ts and src/app/start.ts (which it imports dynamically), transitively, less what the entry (main.tsx)
 * has already loaded. They go into one `app` chunk, which the entry
 * imports once the first paint is on screen. The contract's modules are followed no further:
 * they only declare schemas and constants, and tree-shaking keeps what is used (ADR 0049 §4).
 */
function appModules(): { plugin: Plugin; has: (id: string) => boolean } {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'aurelle-app-modules',
    apply: 'build',
    buildEnd() {
      const closure = (suffix: string) => {
        const found = new Set<string>();
        const queue = [...this.getModuleIds()].filter((id) => id.endsWith(suffix));
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          if (found.has(id)) continue;
          found.add(id);
          if (id.includes('/packages/contract/')) continue;
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return found;
      };
      const entry = closure('/src/main.tsx');
      // boot.tsx imports app/app-state.ts and app/start.ts dynamically, to evaluate each in a
      // task of its own: same chunk.
      for (const start of ['/src/boot.tsx', '/src/app/app-state.ts', '/src/app/start.ts']) {
        for (const id of closure(start)) if (!entry.has(id)) modules.add(id);
      }
    },
  };
  return { plugin, has: (id) => modules.has(id) };
}

/** The scripts a page loads as it starts, as pageManifest finds them in the bundle. */
interface StartScripts {
  /** The entry's, and those it imports: loaded before any other. */
  entry: Set<string>;
  /** The app's, and each screen's own: loaded once the first paint is on screen. */
  app: Set<string>;
}

/**
 * V8's explicit compile hint (Chrome 136+): a script that starts with this comment has all its
 * functions compiled as it is streamed in, off the main thread, instead of each one on the main
 * thread when it is first called (docs/decisions/0049 §5).
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/** Chunks of a library alone: a page calls few of their functions. */
const LIBRARY_CHUNKS = new Set(['zod']);
/** Below this a chunk's compiles on first call are too short to be worth the comment's bytes. */
const COMPILE_HINT_MIN_BYTES = 8 * 1024;

/**
 * Puts the compile hint at the top of the app's and the screens' start scripts once they are
 * written (Vite adds its preload list at the top of a chunk after every plugin's generateBundle),
 * and their source maps one line down. Before `precompress`, which runs when the bundle closes.
 */
function compileHints(start: StartScripts): Plugin {
  return {
    name: 'aurelle-compile-hints',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of start.app) {
        const chunk = bundle[file];
        if (chunk?.type !== 'chunk' || LIBRARY_CHUNKS.has(chunk.name)) continue;
        if (chunk.code.length < COMPILE_HINT_MIN_BYTES) continue;
        const path = join(options.dir ?? 'dist', file);
        writeFileSync(path, COMPILE_HINT + readFileSync(path, 'utf8'));
        if (!existsSync(`${path}.map`)) continue;
        const map = JSON.parse(readFileSync(`${path}.map`, 'utf8')) as { mappings: string };
        writeFileSync(`${path}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
      }
    },
  };
}

/**
 * React Router's production build for `import … from 'react-router'`. The package's exports send
 * every bundler to its development build, whatever the mode (remix-run/react-router#12532,
 * #14102): the same code with its development warnings switched on, and the checks behind them
 * shipped. The production build is that code with them switched off, so the minifier drops them
 * (decision 0049 §7). The shop imports nothing else from the package.
 */
const REACT_ROUTER_PRODUCTION = {
  find: /^react-router$/,
  replacement: join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production/index.mjs',
  ),
};

/** Where the server render of the first paints is built, inside the client build's folder. */
const FIRST_PAINT_MODULE = 'server/first-paint.js';

/**
 * Writes `.vite/page-manifest.json` (`PageManifest` in the contract): what the server needs to
 * fill a page, derived from this build and the app's own tables: each route's screen scripts
 * (app/route-paths.ts), the app's scripts, the stylesheet and the fonts of each kind of first
 * paint (first-paint/fonts.ts). The server reads nothing else of the web's internals. Beside the
 * stylesheet it writes the same rules without the `@font-face` ones (`stylesheetRules`), which a
 * page with a first paint fetches after it: that page's head declares the faces.
 */
function pageManifest(inApp: (id: string) => boolean, start: StartScripts): Plugin {
  let root = '';
  return {
    name: 'aurelle-page-manifest',
    apply: 'build',
    // After Vite's own plugins have emitted the stylesheet into the bundle.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (file: string, into = new Set<string>()) => {
        if (into.has(file)) return into;
        into.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) closure(imported, into);
        return into;
      };
      const url = (file: string) => `/${file}`;
      const entry = chunks.find((chunk) => chunk.isEntry);
      const initial = entry ? closure(entry.fileName) : new Set<string>();
      for (const file of initial) start.entry.add(file);
      const appChunk = chunks.find((chunk) => chunk.name === 'app');
      // boot.tsx imports app modules dynamically, each through a few-byte facade chunk: fetched
      // with the app, not one after the other.
      const facades = chunks.filter(
        (chunk) => chunk !== appChunk && chunk.facadeModuleId && inApp(chunk.facadeModuleId),
      );
      const app = [
        ...(appChunk ? closure(appChunk.fileName) : []),
        ...facades.map((chunk) => chunk.fileName),
      ].filter((file) => !initial.has(file));
      const loadedAtStart = new Set([...initial, ...app]);
      const routes = ROUTE_PATHS.map(({ path, screen }) => {
        const id = resolve(root, 'src/app', SCREEN_MODULES[screen]);
        // A screen other screens import (home, under login and signup) is inside a shared chunk.
        const chunk =
          chunks.find((c) => c.facadeModuleId === id) ??
          chunks.find((c) => c.moduleIds.includes(id));
        if (!chunk) this.error(`no chunk holds the screen ${screen} (app/route-paths.ts)`);
        const files = [...closure(chunk.fileName)].filter((file) => !loadedAtStart.has(file));
        return { path, files: files.map(url) };
      });
      for (const file of app) start.app.add(file);
      for (const { files } of routes) for (const file of files) start.app.add(file.slice(1));
      const assets = Object.keys(bundle);
      const fontsFor = (names: readonly string[]) =>
        assets.filter((file) => names.some((name) => isFontFile(file, name))).map(url);
      const stylesheet = assets.find((file) => file.endsWith('.css'));
      const css = stylesheet ? bundle[stylesheet] : undefined;
      const rules =
        css?.type === 'asset' && typeof css.source === 'string'
          ? this.getFileName(
              this.emitFile({
                type: 'asset',
                name: 'style-rules.css',
                source: css.source.replace(FONT_FACE_RULE, ''),
              }),
            )
          : undefined;
      const manifest: PageManifest = {
        app: app.map(url),
        routes,
        stylesheet: stylesheet && url(stylesheet),
        stylesheetRules: rules && url(rules),
        fonts: {
          preloaded: fontsFor(PRELOADED_FONTS),
          firstPaint: {
            home: fontsFor(FIRST_PAINT_FONTS.home),
            list: fontsFor(FIRST_PAINT_FONTS.list),
            product: fontsFor(FIRST_PAINT_FONTS.product),
          },
        },
        firstPaintModule: FIRST_PAINT_MODULE,
      };
      this.emitFile({
        type: 'asset',
        fileName: '.vite/page-manifest.json',
        source: JSON.stringify(manifest, null, 2),
      });
    },
  };
}

/**
 * The second build step (`vite build --ssr`): the first paints' server render, one file with
 * React and the components bundled in (the API loads it by path, from any folder), and the same
 * CSS Module class names as the client build, whose stylesheet it draws with.
 */
function firstPaintServerBuild(): UserConfig {
  return {
    plugins: [react()],
    resolve: { alias: [REACT_ROUTER_PRODUCTION] },
    ssr: { noExternal: true },
    // React's production build, whatever mode the server runs in.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: 'src/first-paint/server.tsx',
      minify: true,
      outDir: `dist/${dirname(FIRST_PAINT_MODULE)}`,
      emptyOutDir: true,
      copyPublicDir: false,
      target: 'node24',
      rolldownOptions: { output: { entryFileNames: basename(FIRST_PAINT_MODULE) } },
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => {
  // A shop build is always a production bundle, even when the caller runs with
  // NODE_ENV=development for the API (Playwright's webServer does): Vite reads this after the config.
  if (command === 'build') process.env.NODE_ENV = 'production';
  if (isSsrBuild) return firstPaintServerBuild();
  const app = appModules();
  const start: StartScripts = { entry: new Set(), app: new Set() };
  return {
    plugins: [
      react(),
      preloadFonts(),
      pageManifest(app.has, start),
      compileHints(start),
      precompress(),
      app.plugin,
    ],
    // `npx vite apps/web` talks to an API started separately (API_ORIGIN, default the shop's port).
    server: {
      proxy: {
        '/api': process.env.API_ORIGIN ?? 'http://127.0.0.1:8080',
        '/media': process.env.API_ORIGIN ?? 'http://127.0.0.1:8080',
      },
    },
    // Builds only: the development server and the tests keep React Router's warnings.
    resolve: { alias: command === 'build' ? [REACT_ROUTER_PRODUCTION] : [] },
    build: {
      target: 'es2022',
      sourcemap: true,
      chunkSizeWarningLimit: 700,
      // Vite's own manifest, for bench/bundle; the server reads page-manifest.json (above).
      manifest: true,
      // A lazy chunk's list of scripts to fetch beside it leaves out those the entry has loaded:
      // every lazy chunk is imported after them.
      modulePreload: {
        resolveDependencies: (_file, deps) => deps.filter((dep) => !start.entry.has(dep)),
      },
      // One stylesheet instead of one per chunk: under a slow mobile network
      // each extra file costs a round trip on one of the browser's six connections.
      cssCodeSplit: false,
      rolldownOptions: {
        preserveEntrySignatures: false,
        output: {
          codeSplitting: {
            // Everything the app needs to start in one chunk; each lazy screen in its own, with
            // small shared pieces copied into it rather than fetched as extra files. zod, which
            // the forms use, in one chunk of its
            // own: no screen's first query needs it (docs/decisions/0049 §4).
            groups: [
              { name: 'app', test: (id: string) => app.has(id) },
              { name: 'zod', test: /\/node_modules\/zod\// },
            ],
            includeDependenciesRecursively: false,
            experimentalInlineCommonChunks: { maxSize: 24 * 1024 },
          },
        },
        // The contract's modules only declare schemas and constants: with no side effects, the
        // entry keeps the constants it uses and leaves zod and the schemas to lazy chunks (ADR 0049 §4).
        treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/contract/') },
        optimization: { inlineConst: { mode: 'all', pass: 2 } },
      },
    },
  };
});
