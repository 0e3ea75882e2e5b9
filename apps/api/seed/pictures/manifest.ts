import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { API_ROOT } from '../../src/paths.ts';

/** The demo shop's raster pictures, drawn by `draw.ts` and kept in the repository (decision 0049 §9). */
export const PICTURES_DIR = join(API_ROOT, 'seed', 'pictures');
export const MANIFEST_FILE = join(PICTURES_DIR, 'manifest.json');

/** Each picture's path under `/media/`, with the hash of the SVG drawing it was rendered from. */
export type PicturesManifest = { quality: number; files: Record<string, string> };

export const drawingHash = (svg: string) => createHash('sha256').update(svg).digest('hex');

export function readPicturesManifest(): PicturesManifest {
  if (!existsSync(MANIFEST_FILE)) return { quality: 0, files: {} };
  return JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) as PicturesManifest;
}

/** Changes whenever a picture is drawn again: the manifest's hash (it lists every drawing's). */
export function picturesVersion(): string {
  if (!existsSync(MANIFEST_FILE)) return 'none';
  return drawingHash(readFileSync(MANIFEST_FILE, 'utf8')).slice(0, 12);
}

/** The WebP files in the folder, by their paths under it (and under `/media/`). */
export function picturesOnDisk(dir = PICTURES_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return picturesOnDisk(path);
    return entry.name.endsWith('.webp') ? [relative(PICTURES_DIR, path)] : [];
  });
}
