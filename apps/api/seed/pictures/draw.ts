// Draws the demo shop's raster pictures: each artwork the seed lists as WebP is rendered
// from its SVG drawing (resvg, WASM) and encoded (libwebp, WASM) into this folder, with its
// drawing's hash in manifest.json (decision 0049 §9). Run it after changing the artwork:
//
//   npm run pictures -w @aurelle/api            (draws what changed, on every core)
//   npm run pictures -w @aurelle/api -- --all   (draws everything again)
//
// The seed only copies the files; `pictures.test.ts` fails when a drawing changed and its picture
// was not drawn again.
import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allArtFiles } from '../media.ts';
import {
  drawingHash,
  MANIFEST_FILE,
  PICTURES_DIR,
  picturesOnDisk,
  readPicturesManifest,
  type PicturesManifest,
} from './manifest.ts';

/**
 * libwebp's quality: 60 looks the same as 80 at full size on these drawings (soft gradients, fine
 * lines) in 30 % fewer bytes, which a shop list's first picture (its largest paint) waits for.
 */
const WEBP_QUALITY = 60;

const rasterFiles = () => allArtFiles().filter((art) => art.format === 'webp');

async function encoder() {
  const require = createRequire(import.meta.url);
  const { initWasm, Resvg } = await import('@resvg/resvg-wasm');
  await initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  const webp = await import('@jsquash/webp/encode.js');
  const wasm = join(dirname(require.resolve('@jsquash/webp/encode.js')), 'codec/enc/webp_enc.wasm');
  await webp.init({ wasmBinary: readFileSync(wasm) });
  return async (svg: string, width?: number): Promise<Uint8Array> => {
    const fitTo = width ? ({ mode: 'width', value: width } as const) : undefined;
    const image = new Resvg(svg, fitTo ? { fitTo } : undefined).render();
    const data = new Uint8ClampedArray(image.pixels);
    const encoded = await webp.default(
      { data, width: image.width, height: image.height, colorSpace: 'srgb' },
      { quality: WEBP_QUALITY, method: 6 },
    );
    image.free();
    return new Uint8Array(encoded);
  };
}

/** A worker: draws the paths it is sent, and answers each with the drawing's hash. */
async function work() {
  const encode = await encoder();
  const byPath = new Map(rasterFiles().map((art) => [art.path, art]));
  process.on('message', async (path: string) => {
    const art = byPath.get(path);
    if (!art) throw new Error(`no artwork at ${path}`);
    const svg = art.render();
    const target = join(PICTURES_DIR, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(`${target}.tmp`, await encode(svg, art.width));
    renameSync(`${target}.tmp`, target);
    process.send?.({ path, hash: drawingHash(svg) });
  });
  process.send?.('ready');
}

async function main() {
  const previous = readPicturesManifest();
  // A new quality draws everything again.
  const all = process.argv.includes('--all') || previous.quality !== WEBP_QUALITY;
  const files = rasterFiles();
  const todo = files.filter((art) => all || previous.files[art.path] !== drawingHash(art.render()));
  const redrawn = new Set(todo);
  const manifest: PicturesManifest = { quality: WEBP_QUALITY, files: {} };
  for (const art of files) {
    const hash = previous.files[art.path];
    if (hash && !redrawn.has(art)) manifest.files[art.path] = hash;
  }
  console.log(`pictures: ${todo.length} of ${files.length} to draw`);
  const queue = todo.map((art) => art.path);
  const started = Date.now();
  const workers = Math.max(1, Math.min(availableParallelism(), queue.length));
  await Promise.all(
    Array.from({ length: workers }, () => {
      const child = fork(fileURLToPath(import.meta.url), ['--worker'], {
        execArgv: process.execArgv,
      });
      return new Promise<void>((resolve, reject) => {
        const next = () => {
          const path = queue.shift();
          if (path) child.send(path);
          else child.kill();
        };
        child.on('message', (message: 'ready' | { path: string; hash: string }) => {
          if (message !== 'ready') manifest.files[message.path] = message.hash;
          next();
        });
        child.on('exit', (code, signal) =>
          signal === 'SIGTERM' || code === 0 ? resolve() : reject(new Error(`worker: ${code}`)),
        );
      });
    }),
  );
  // Pictures of artwork the shop no longer lists go.
  const listed = new Set(files.map((art) => art.path));
  for (const path of picturesOnDisk()) if (!listed.has(path)) rmSync(join(PICTURES_DIR, path));
  const sorted = Object.fromEntries(
    Object.entries(manifest.files).sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(MANIFEST_FILE, `${JSON.stringify({ ...manifest, files: sorted }, null, 2)}\n`);
  console.log(`pictures: drawn in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

if (process.argv.includes('--worker')) await work();
else await main();
