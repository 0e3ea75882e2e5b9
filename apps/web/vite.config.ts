import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
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

/** The two font files the first screen needs (DESIGN.md): preloaded so text settles at once. */
const PRELOADED_FONTS = [
  /cormorant-garamond-latin-wght-normal-.*\.woff2$/,
  /manrope-latin-wght-normal-.*\.woff2$/,
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

export default defineConfig(({ command }) => {
  // A shop build is always a production bundle, even when the caller runs with
  // NODE_ENV=development for the API (Playwright's webServer does): Vite reads this after the config.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [react(), preloadFonts(), precompress()],
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
            // Everything the entry imports statically in one chunk; each lazy screen in its own,
            // with small shared pieces copied into it rather than fetched as extra files.
            groups: [{ name: 'app', tags: ['$initial'] }],
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
