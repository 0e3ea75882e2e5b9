import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_ROOT } from '../../src/paths.ts';

/** The demo shop's raster pictures, drawn by `draw.ts` and kept in the repository (decision 0054). */
export const PICTURES_DIR = join(API_ROOT, 'seed', 'pictures');

/** Each picture's path under `/media/`, with the hash of the SVG drawing it was rendered from. */
export type PicturesManifest = { quality: number; files: Record<string, string> };

export const drawingHash = (svg: string) => createHash('sha256').update(svg).digest('hex');

export function readPicturesManifest(): PicturesManifest {
  const file = join(PICTURES_DIR, 'manifest.json');
  if (!existsSync(file)) return { quality: 0, files: {} };
  return JSON.parse(readFileSync(file, 'utf8')) as PicturesManifest;
}

/** Changes whenever a picture is drawn again: the manifest's hash (it lists every drawing's). */
export function picturesVersion(): string {
  const file = join(PICTURES_DIR, 'manifest.json');
  return existsSync(file) ? drawingHash(readFileSync(file, 'utf8')).slice(0, 12) : 'none';
}
