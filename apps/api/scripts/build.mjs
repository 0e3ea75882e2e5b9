// Bundles the API into one ESM file. Dependencies stay in node_modules, except the workspace's
// own TypeScript packages (@aurelle/*), which Node 20 cannot load as source (TOOLCHAIN.md #3).
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
rmSync(resolve(root, 'dist'), { recursive: true, force: true });

const externalBareImports = {
  name: 'external-bare-imports',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@aurelle/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints: {
    server: resolve(root, 'src/server.ts'),
    'seed-cli': resolve(root, 'src/seed/cli.ts'),
  },
  outdir: resolve(root, 'dist'),
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalBareImports],
  logLevel: 'warning',
});
console.log('api: bundled to dist/');
