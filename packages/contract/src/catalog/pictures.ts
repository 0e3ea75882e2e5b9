/** The width of the smaller copy beside a picture whose name gives its width (below). */
export const SMALL_PICTURE_WIDTH = 400;
/** The widths the shop shows pictures at; a derived picture has a version at each one it reaches. */
export const PICTURE_WIDTHS = [400, 800, 1200, 1600] as const;
/** The width of a derived picture's JPEG, which e-mails show (at 96 CSS pixels, twice for HiDPI). */
export const EMAIL_PICTURE_WIDTH = 400;

const SIZED_PICTURE = /^(.*)\.(\d+)w\.(webp|avif|jpe?g|png)$/i;
/** A picture the media pipeline derived: named by its content hash and its largest width. */
const DERIVED_PICTURE = /^(.*\/[0-9a-f]{20})\.(\d+)w\.webp$/;

type Derived = { base: string; width: number };

function derived(url: string): Derived | undefined {
  const match = DERIVED_PICTURE.exec(url);
  return match?.[1] && match[2] ? { base: match[1], width: Number(match[2]) } : undefined;
}

/**
 * The widths a derived picture of largest width `width` has: each of the shop's widths below it,
 * and its own.
 */
export function derivedWidths(width: number): number[] {
  return [...PICTURE_WIDTHS.filter((w) => w < width), width];
}

/** The name of a derived picture's version: `<hash>.<width>w.<format>`. */
export const derivedName = (hash: string, width: number, format: 'webp' | 'avif' | 'jpg') =>
  `${hash}.${width}w.${format}`;

/**
 * A picture whose name gives its width, `ring-1.800w.webp`, has a copy 400 pixels wide beside it,
 * `ring-1.400w.webp` (decision 0049 §9): that copy's URL, else undefined.
 */
export function smallPicture(url: string): string | undefined {
  const match = SIZED_PICTURE.exec(url);
  if (!match || Number(match[2]) <= SMALL_PICTURE_WIDTH) return undefined;
  return `${match[1]}.${SMALL_PICTURE_WIDTH}w.${match[3]}`;
}

/**
 * The `srcset` of a picture with smaller copies: a derived picture's WebP versions, or a named
 * width's 400-pixel copy (above); undefined for any other URL.
 */
export function pictureSrcSet(url: string): string | undefined {
  const picture = derived(url);
  if (picture) return srcSetOf(picture, 'webp');
  const small = smallPicture(url);
  if (!small) return undefined;
  return `${small} ${SMALL_PICTURE_WIDTH}w, ${url} ${SIZED_PICTURE.exec(url)?.[2]}w`;
}

/** A derived picture's AVIF versions as a `srcset` (offered before the WebP); else undefined. */
export function avifSrcSet(url: string): string | undefined {
  const picture = derived(url);
  return picture && srcSetOf(picture, 'avif');
}

function srcSetOf({ base, width }: Derived, format: 'webp' | 'avif') {
  return derivedWidths(width)
    .map((w) => `${base}.${w}w.${format} ${w}w`)
    .join(', ');
}

/**
 * The picture an e-mail shows: a derived picture's JPEG (Outlook for Windows shows no WebP),
 * else the URL as it is.
 */
export function emailPicture(url: string): string {
  const picture = derived(url);
  if (!picture) return url;
  return `${picture.base}.${Math.min(EMAIL_PICTURE_WIDTH, picture.width)}w.jpg`;
}

/**
 * How wide a product card's picture is shown (`sizes`), by the grid's columns (two, three from
 * 768px, four from 1100px); the server's preload of a list's first picture says the same.
 */
export const GRID_PICTURE_SIZES = '(min-width:1100px) 25vw,(min-width:768px) 33vw,50vw';

/**
 * How wide the product gallery's picture is shown: the page's width on a phone, the gallery's
 * column (1.3 of 2.3 parts of a page at most 1360 pixels wide) from 900px.
 */
export const GALLERY_PICTURE_SIZES = '(min-width:1360px) 740px,(min-width:900px) 55vw,100vw';
