import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allArtFiles, writeMedia } from '../media.ts';
import { drawingHash, PICTURES_DIR, picturesOnDisk, readPicturesManifest } from './manifest.ts';

/** A WebP file's canvas size, from its first chunk (lossy `VP8 `, or `VP8X` with alpha). */
function webpSize(file: Buffer): { width: number; height: number } {
  expect(file.toString('ascii', 0, 4)).toBe('RIFF');
  expect(file.toString('ascii', 8, 12)).toBe('WEBP');
  const chunk = file.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') {
    return { width: file.readUInt16LE(26) & 0x3fff, height: file.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8X') {
    return { width: file.readUIntLE(24, 3) + 1, height: file.readUIntLE(27, 3) + 1 };
  }
  throw new Error(`unexpected WebP chunk ${chunk}`);
}

const svgSize = (svg: string) => {
  const [, width, height] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? [];
  return { width: Number(width), height: Number(height) };
};

describe('the demo shop’s drawn pictures (decision 0049 §9)', () => {
  const rasters = allArtFiles().filter((art) => art.format === 'webp');
  const manifest = readPicturesManifest();

  it('serves the product, category, collection, story and blog pictures as WebP', () => {
    const folders = new Set(rasters.map((art) => art.path.split('/')[0]));
    expect([...folders].sort()).toEqual(['blog', 'categories', 'collections', 'products', 'story']);
    for (const art of rasters) expect(art.url).toBe(`/media/${art.path}`);
    // A product's picture names its width and has a copy 400 pixels wide beside it.
    const catalogue = rasters.filter((art) =>
      /^(products|categories|collections)\//.test(art.path),
    );
    const large = catalogue.filter((art) => art.path.endsWith('.800w.webp'));
    expect(large.length).toBeGreaterThan(250);
    expect(catalogue.filter((art) => art.width === 400).map((art) => art.path)).toEqual(
      large.map((art) => art.path.replace('.800w.webp', '.400w.webp')),
    );
    // Home's hero is its largest paint: SVG, a fraction of a WebP's bytes.
    const banners = allArtFiles().filter((art) => art.path.startsWith('banners/'));
    expect(banners.every((art) => art.format === 'svg' && art.path.endsWith('.svg'))).toBe(true);
  });

  it('has each picture drawn from the artwork as it is now (else: npm run pictures -w @aurelle/api)', () => {
    const stale = rasters
      .filter((art) => manifest.files[art.path] !== drawingHash(art.render()))
      .map((art) => art.path);
    expect(stale).toEqual([]);
  });

  it('keeps no picture the shop no longer lists', () => {
    const listed = new Set(rasters.map((art) => art.path));
    expect(picturesOnDisk().filter((path) => !listed.has(path))).toEqual([]);
    expect(Object.keys(manifest.files).filter((path) => !listed.has(path))).toEqual([]);
  });

  it('draws each picture at its artwork’s size (a catalogue picture’s copy 400 wide), within tens of kilobytes', () => {
    for (const art of rasters) {
      const file = readFileSync(join(PICTURES_DIR, art.path));
      const drawing = svgSize(art.render());
      const width = art.width ?? drawing.width;
      expect(webpSize(file), art.path).toEqual({
        width,
        height: Math.round((drawing.height * width) / drawing.width),
      });
      expect(file.length, art.path).toBeLessThan(64 * 1024);
    }
  });

  it('copies the pictures again into a media folder written before they were last drawn', () => {
    const mediaDir = mkdtempSync(join(tmpdir(), 'aurelle-pictures-'));
    try {
      const total = writeMedia(mediaDir, { onlyMissing: true });
      expect(total).toBe(allArtFiles().length);
      const picture = join(mediaDir, rasters[0]?.path ?? '');
      writeFileSync(picture, 'not a picture');
      // Up to date: kept as it is (a shop's start does not copy 4 MB each time).
      expect(writeMedia(mediaDir, { onlyMissing: true })).toBe(0);
      expect(readFileSync(picture, 'utf8')).toBe('not a picture');
      // Written by the artwork version before these pictures: everything is copied again.
      writeFileSync(join(mediaDir, '.artwork-version'), '3+000000000000');
      expect(writeMedia(mediaDir, { onlyMissing: true })).toBe(total);
      expect(
        readFileSync(picture).equals(readFileSync(join(PICTURES_DIR, rasters[0]?.path ?? ''))),
      ).toBe(true);
    } finally {
      rmSync(mediaDir, { recursive: true, force: true });
    }
  });
});
