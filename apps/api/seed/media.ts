import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { SMALL_PICTURE_WIDTH, smallPicture } from '@aurelle/contract';
import { BLOG_IMAGES, renderBlogSvg } from './artwork/blog-art.ts';
import { renderJewelSvg } from './artwork/render.ts';
import { BANNERS, STORY_IMAGES, renderBannerSvg, renderStorySvg } from './artwork/scenes.ts';
import type { View } from './artwork/types.ts';
import { CATEGORY_ART, COLLECTION_ART, productSpec } from './art-specs.ts';
import type { CategorySlug, CollectionSlug } from './catalog-data.ts';
import { CATALOG, type CatalogEntry } from './products/index.ts';
import { PICTURES_DIR, picturesVersion } from './pictures/manifest.ts';

/** The server serves `${DATA_DIR}/media` at this path. */
export const MEDIA_URL_PREFIX = '/media/';
/** Bump when the artwork changes, so existing media folders are redrawn. */
export const ARTWORK_VERSION = '3';
const VERSION_FILE = '.artwork-version';

/** The version a media folder is written at: the artwork's, and the drawn pictures' (redrawn). */
const mediaVersion = () => `${ARTWORK_VERSION}+${picturesVersion()}`;

export const DEMO_VIDEO_URL = 'https://vimeo.com/76979871';

/**
 * One picture of the demo shop: its path under `/media/`, and its SVG drawing. Most are served as
 * WebP, drawn from the SVG ahead of time (pictures/draw.ts): an SVG `<img>` is a document of its
 * own, which the browser creates, styles and lays out on the main thread (decision 0049 §9).
 */
export type ArtFile = {
  path: string;
  url: string;
  format: 'svg' | 'webp';
  render: () => string;
  /** The width to draw a WebP at, when not the drawing's own (a smaller copy). */
  width?: number;
};

/**
 * The banners stay SVG: home's hero is its largest paint, and as SVG it is a fraction of the WebP's
 * bytes; it is one document, created before the first paint.
 */
const VECTOR_FOLDERS = new Set(['banners']);
const formatOf = (folder: string) => (VECTOR_FOLDERS.has(folder) ? 'svg' : 'webp');
/**
 * The catalogue's pictures (800 × 1 000: products, categories, collections) name their width and
 * have a copy 400 pixels wide beside them, which cards and thumbnails show (`smallPicture`).
 */
const SIZED_FOLDERS = new Set(['products', 'categories', 'collections']);
const PIECE_WIDTH = 800;
const artPath = (folder: string, name: string) =>
  `${folder}/${name}${SIZED_FOLDERS.has(folder) ? `.${PIECE_WIDTH}w` : ''}.${formatOf(folder)}`;

/**
 * Four views for most products, three for every third, in a varied order. Bangles open on the
 * lying-down view: standing, they would read as rings in a thumbnail.
 */
export function productViews(index: number, category?: CategorySlug): View[] {
  const first: View = category === 'bangles' ? 'angled' : 'front';
  const second: View = first === 'front' ? 'angled' : 'front';
  if (index % 3 === 2) return [first, 'detail', second];
  return index % 2 ? [first, second, 'detail', 'plinth'] : [first, 'plinth', 'detail', second];
}

export function productArt(entry: CatalogEntry, index: number): ArtFile[] {
  return productViews(index, entry.category).map((view, i) =>
    file('products', `${entry.sku.toLowerCase()}-${i + 1}`, () =>
      renderJewelSvg(productSpec(entry, view)),
    ),
  );
}

export const categoryImageUrl = (slug: CategorySlug) =>
  MEDIA_URL_PREFIX + artPath('categories', slug);
export const collectionImageUrl = (slug: CollectionSlug) =>
  MEDIA_URL_PREFIX + artPath('collections', slug);
export const bannerUrl = (name: string) => MEDIA_URL_PREFIX + artPath('banners', name);
export const storyUrl = (name: string) => MEDIA_URL_PREFIX + artPath('story', name);
export const blogImageUrl = (name: string) => MEDIA_URL_PREFIX + artPath('blog', name);

function file(folder: string, name: string, render: () => string): ArtFile {
  const path = artPath(folder, name);
  return { path, url: MEDIA_URL_PREFIX + path, format: formatOf(folder), render };
}

/** Every picture the demo store uses. */
export function allArtFiles(): ArtFile[] {
  const files: ArtFile[] = CATALOG.flatMap((entry, index) => productArt(entry, index));
  for (const [slug, art] of Object.entries(CATEGORY_ART)) {
    files.push(
      file('categories', slug, () =>
        renderJewelSvg({ view: 'front', ...art, seed: `category-${slug}` }),
      ),
    );
  }
  for (const [slug, art] of Object.entries(COLLECTION_ART)) {
    files.push(
      file('collections', slug, () =>
        renderJewelSvg({ view: 'front', ...art, seed: `collection-${slug}` }),
      ),
    );
  }
  for (const name of BANNERS) files.push(file('banners', name, () => renderBannerSvg(name)));
  for (const name of STORY_IMAGES) files.push(file('story', name, () => renderStorySvg(name)));
  for (const name of BLOG_IMAGES) files.push(file('blog', name, () => renderBlogSvg(name)));
  const copies = files.flatMap((art) => {
    const url = smallPicture(art.url);
    if (!url) return [];
    return [{ ...art, url, path: url.slice(MEDIA_URL_PREFIX.length), width: SMALL_PICTURE_WIDTH }];
  });
  return [...files, ...copies];
}

/**
 * The catalogue's pictures that reach the shop through the media pipeline, as an upload's would
 * (products, categories, collections): their paths under `seed/pictures`.
 */
export function pipelinePicturePaths(): string[] {
  return allArtFiles()
    .filter(
      (art) =>
        art.format === 'webp' && !art.width && SIZED_FOLDERS.has(art.path.split('/')[0] ?? ''),
    )
    .map((art) => art.path);
}

/** The URL a drawn picture has in the shop: its derived largest WebP, once prepared. */
export type PictureUrls = (artUrl: string) => string;

/** Quality 5: within 7 % of the smallest brotli output for these SVGs, at 1/50 of the time. */
const BROTLI_FAST = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** Write then rename, so a reader never sees half a file. */
function writeAtomically(target: string, body: Buffer) {
  const temp = `${target}.${process.pid}.tmp`;
  writeFileSync(temp, body);
  renameSync(temp, target);
}

/**
 * Writes the pictures into `mediaDir`: the WebP ones copied from the repository (pictures/), the
 * SVG ones drawn, each with brotli and gzip copies. With `onlyMissing`, files already there are
 * kept, unless they were written by an older ARTWORK_VERSION or before the pictures were drawn
 * again. Returns how many files were written.
 */
export function writeMedia(mediaDir: string, { onlyMissing }: { onlyMissing: boolean }): number {
  const versionFile = join(mediaDir, VERSION_FILE);
  const version = mediaVersion();
  const current = existsSync(versionFile) && readFileSync(versionFile, 'utf8').trim() === version;
  let written = 0;
  for (const art of allArtFiles()) {
    const target = join(mediaDir, art.path);
    if (onlyMissing && current && existsSync(target)) continue;
    mkdirSync(dirname(target), { recursive: true });
    if (art.format === 'webp') {
      // The SVG an older ARTWORK_VERSION wrote stays: a database seeded then still links to it.
      writeAtomically(target, readPicture(art.path));
    } else {
      const svg = Buffer.from(art.render());
      // The server sends `.br` or `.gz` when the browser takes it (an SVG is ~6 times smaller so).
      // The picture is written last: `onlyMissing` redraws any whose copies may be missing.
      writeAtomically(`${target}.br`, brotliCompressSync(svg, BROTLI_FAST));
      writeAtomically(`${target}.gz`, gzipSync(svg, { level: 9 }));
      writeAtomically(target, svg);
    }
    written++;
  }
  mkdirSync(mediaDir, { recursive: true });
  writeFileSync(versionFile, version);
  return written;
}

function readPicture(path: string): Buffer {
  const file = join(PICTURES_DIR, path);
  if (!existsSync(file)) {
    throw new Error(
      `${file} is missing: draw the pictures with \`npm run pictures -w @aurelle/api\``,
    );
  }
  return readFileSync(file);
}
