// Bundles the API into one ESM file. Dependencies stay in node_modules, except the workspace's
// own TypeScript packages (@aurelle/*), which the bundle takes in rather than have Node load
// their TypeScript source at run time.
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

const common = {
  outdir: resolve(root, 'dist'),
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  metafile: true,
  plugins: [externalBareImports],
  logLevel: 'warning',
};

const server = await build({
  ...common,
  entryPoints: { server: resolve(root, 'src/server.ts') },
});
// The demo seed (data and artwork) is a bundle of its own, which the server imports by path
// only when it seeds; a static import from src/ would pull it into every start.
const seedInputs = Object.keys(server.metafile.inputs).filter((input) => input.startsWith('seed/'));
if (seedInputs.length > 0) {
  console.error(`api: the server bundle must not contain the demo seed: ${seedInputs.join(', ')}`);
  process.exit(1);
}
await build({
  ...common,
  entryPoints: {
    'demo-seed': resolve(root, 'seed/seed.ts'),
    'demo-history': resolve(root, 'seed/demo-history.ts'),
    'seed-cli': resolve(root, 'seed/cli.ts'),
  },
  chunkNames: 'seed-[name]-[hash]',
});
console.log('api: bundled to dist/ (server.js, demo-seed.js, demo-history.js, seed-cli.js)');
