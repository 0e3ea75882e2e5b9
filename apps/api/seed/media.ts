import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { BLOG_IMAGES, renderBlogSvg } from './artwork/blog-art.ts';
import { renderJewelSvg } from './artwork/render.ts';
import { BANNERS, STORY_IMAGES, renderBannerSvg, renderStorySvg } from './artwork/scenes.ts';
import type { View } from './artwork/types.ts';
import { CATEGORY_ART, COLLECTION_ART, productSpec } from './art-specs.ts';
import type { CategorySlug, CollectionSlug } from './catalog-data.ts';
import { CATALOG, type CatalogEntry } from './products/index.ts';

/** The server serves `${DATA_DIR}/media` at this path. */
export const MEDIA_URL_PREFIX = '/media/';
/** Bump when the artwork changes, so existing media folders are redrawn. */
export const ARTWORK_VERSION = '2';
const VERSION_FILE = '.artwork-version';

export const DEMO_VIDEO_URL = 'https://vimeo.com/76979871';

export type ArtFile = { path: string; url: string; render: () => string };

/**
 * Four views for most pieces, three for every third, in a varied order. Bangles open on the
 * lying-down view: standing, they would read as rings in a thumbnail.
 */
export function productViews(index: number, category?: CategorySlug): View[] {
  const first: View = category === 'bangles' ? 'angled' : 'front';
  const second: View = first === 'front' ? 'angled' : 'front';
  if (index % 3 === 2) return [first, 'detail', second];
  return index % 2 ? [first, second, 'detail', 'plinth'] : [first, 'plinth', 'detail', second];
}

export function productArt(entry: CatalogEntry, index: number): ArtFile[] {
  return productViews(index, entry.category).map((view, i) => {
    const path = `products/${entry.sku.toLowerCase()}-${i + 1}.svg`;
    return {
      path,
      url: MEDIA_URL_PREFIX + path,
      render: () => renderJewelSvg(productSpec(entry, view)),
    };
  });
}

export const categoryImageUrl = (slug: CategorySlug) => `${MEDIA_URL_PREFIX}categories/${slug}.svg`;
export const collectionImageUrl = (slug: CollectionSlug) =>
  `${MEDIA_URL_PREFIX}collections/${slug}.svg`;
export const bannerUrl = (name: string) => `${MEDIA_URL_PREFIX}banners/${name}.svg`;
export const storyUrl = (name: string) => `${MEDIA_URL_PREFIX}story/${name}.svg`;
export const blogImageUrl = (name: string) => `${MEDIA_URL_PREFIX}blog/${name}.svg`;

function file(path: string, render: () => string): ArtFile {
  return { path, url: MEDIA_URL_PREFIX + path, render };
}

/** Every picture the demo store uses. */
export function allArtFiles(): ArtFile[] {
  const files: ArtFile[] = CATALOG.flatMap((entry, index) => productArt(entry, index));
  for (const [slug, art] of Object.entries(CATEGORY_ART)) {
    files.push(
      file(`categories/${slug}.svg`, () =>
        renderJewelSvg({ view: 'front', ...art, seed: `category-${slug}` }),
      ),
    );
  }
  for (const [slug, art] of Object.entries(COLLECTION_ART)) {
    files.push(
      file(`collections/${slug}.svg`, () =>
        renderJewelSvg({ view: 'front', ...art, seed: `collection-${slug}` }),
      ),
    );
  }
  for (const name of BANNERS) files.push(file(`banners/${name}.svg`, () => renderBannerSvg(name)));
  for (const name of STORY_IMAGES)
    files.push(file(`story/${name}.svg`, () => renderStorySvg(name)));
  for (const name of BLOG_IMAGES) files.push(file(`blog/${name}.svg`, () => renderBlogSvg(name)));
  return files;
}

/** Quality 5: within 7 % of the smallest brotli output for these SVGs, at 1/50 of the time. */
const BROTLI_FAST = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** Write then rename, so a reader never sees half a file. */
function writeAtomically(target: string, body: Buffer) {
  const temp = `${target}.${process.pid}.tmp`;
  writeFileSync(temp, body);
  renameSync(temp, target);
}

/**
 * Writes the pictures into `mediaDir`, each with brotli and gzip copies. With `onlyMissing`,
 * files already there are kept, unless they were drawn by an older ARTWORK_VERSION. Returns how
 * many files were written.
 */
export function writeMedia(mediaDir: string, { onlyMissing }: { onlyMissing: boolean }): number {
  const versionFile = join(mediaDir, VERSION_FILE);
  const current =
    existsSync(versionFile) && readFileSync(versionFile, 'utf8').trim() === ARTWORK_VERSION;
  let written = 0;
  for (const art of allArtFiles()) {
    const target = join(mediaDir, art.path);
    if (onlyMissing && current && existsSync(target)) continue;
    mkdirSync(dirname(target), { recursive: true });
    const svg = Buffer.from(art.render());
    // The server sends `.br` or `.gz` when the browser takes it (an SVG is ~6 times smaller so).
    // The picture is written last: `onlyMissing` redraws any whose copies may be missing.
    writeAtomically(`${target}.br`, brotliCompressSync(svg, BROTLI_FAST));
    writeAtomically(`${target}.gz`, gzipSync(svg, { level: 9 }));
    writeAtomically(target, svg);
    written++;
  }
  mkdirSync(mediaDir, { recursive: true });
  writeFileSync(versionFile, ARTWORK_VERSION);
  return written;
}
