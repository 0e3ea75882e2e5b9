import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Writes .br and .gz beside every compressible file of the build, for @fastify/static. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'aurelle-precompress',
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
        if (!/\.(js|css|html|svg|json|txt|xml|webmanifest)$/.test(file)) continue;
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
 * The font files a first screen needs (DESIGN.md): preloaded so text settles at once. The server
 * keeps those a page's first paint uses and lists the others for after it (render-html.ts).
 */
const PRELOADED_FONTS = [
  /\/cormorant-garamond-(400|500)-[\w-]{8}\.woff2$/,
  /\/manrope-[\w-]{8}\.woff2$/,
];

function preloadFonts(): Plugin {
  return {
    name: 'aurelle-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const files = Object.keys(bundle ?? {}).filter((file) =>
          PRELOADED_FONTS.some((font) => font.test(file)),
        );
        return files.map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            href: `/${file}`,
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
          },
          injectTo: 'head',
        }));
      },
    },
  };
}

/**
 * The modules src/boot.tsx needs before it can render: its static imports and those of
 * src/app/start.ts (which it imports dynamically), transitively, less what the entry (main.tsx)
 * has already loaded. They go into one `app` chunk, which the entry
 * imports once the first paint is on screen. The contract's modules are followed no further:
 * they only declare schemas and constants, and tree-shaking keeps what is used (ADR 0004).
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
      // boot.tsx imports app/start.ts dynamically, to evaluate it in a later task: same chunk.
      for (const start of ['/src/boot.tsx', '/src/app/start.ts']) {
        for (const id of closure(start)) if (!entry.has(id)) modules.add(id);
      }
    },
  };
  return { plugin, has: (id) => modules.has(id) };
}

/**
 * Writes `.vite/css-modules.json`: each CSS Module's class names as built, by source path
 * (`src/…/catalogue-header.module.css`). The server paints a list's first screen from the HTML
 * with the same classes as the app (apps/api page-assets.ts), so both share one stylesheet.
 */
function cssModuleClasses(): { plugin: Plugin; collect: (file: string, json: object) => void } {
  const classes: Record<string, object> = {};
  let root = '';
  let outDir = 'dist';
  const plugin: Plugin = {
    name: 'aurelle-css-module-classes',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      mkdirSync(join(outDir, '.vite'), { recursive: true });
      writeFileSync(join(outDir, '.vite', 'css-modules.json'), JSON.stringify(classes));
    },
  };
  const collect = (file: string, json: object) => {
    classes[relative(root, file).split(sep).join('/')] = json;
  };
  return { plugin, collect };
}

export default defineConfig(({ command }) => {
  const app = appModules();
  const cssModules = cssModuleClasses();
  // A shop build is always a production bundle, even when the caller runs with
  // NODE_ENV=development for the API (Playwright's webServer does): Vite reads this after the config.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [react(), preloadFonts(), cssModules.plugin, precompress(), app.plugin],
    css: { modules: { getJSON: cssModules.collect } },
    // `npx vite apps/web` talks to an API started separately (API_ORIGIN, default the shop's port).
    server: {
      proxy: {
        '/api': process.env.API_ORIGIN ?? 'http://127.0.0.1:8080',
        '/media': process.env.API_ORIGIN ?? 'http://127.0.0.1:8080',
      },
    },
    build: {
      target: 'es2022',
      sourcemap: true,
      chunkSizeWarningLimit: 700,
      // The server reads it to preload the JavaScript of the screen a page opens (page-assets.ts).
      manifest: true,
      // One stylesheet (~10 KB compressed) instead of ~30 tiny ones: under a slow mobile network
      // each extra file costs a round trip on one of the browser's six connections.
      cssCodeSplit: false,
      rolldownOptions: {
        preserveEntrySignatures: false,
        output: {
          codeSplitting: {
            // Everything the app needs to start in one chunk; each lazy screen in its own, with
            // small shared pieces copied into it rather than fetched as extra files.
            // zod, shared by every screen, in one chunk with the module boot.tsx imports to
            // evaluate it early (lib/zod-warm-up.ts): the page's preload list already has it.
            groups: [
              { name: 'app', test: app.has },
              { name: 'zod', test: /\/node_modules\/zod\/|\/src\/lib\/zod-warm-up\.ts$/ },
            ],
            includeDependenciesRecursively: false,
            experimentalInlineCommonChunks: { maxSize: 24 * 1024 },
          },
        },
        // The contract's modules only declare schemas and constants: with no side effects, the
        // entry keeps the constants it uses and leaves zod and the schemas to lazy chunks (ADR 0004).
        treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/contract/') },
      },
    },
  };
});
