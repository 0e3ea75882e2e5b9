/** The width of the smaller copy beside a picture whose name gives its width (below). */
export const SMALL_PICTURE_WIDTH = 400;
const SIZED_PICTURE = /^(.*)\.(\d+)w\.(webp|avif|jpe?g|png)$/i;

/**
 * A picture whose name gives its width, `ring-1.800w.webp`, has a copy 400 pixels wide beside it,
 * `ring-1.400w.webp` (the demo's pictures, decision 0049 §9): that copy's URL, else undefined.
 */
export function smallPicture(url: string): string | undefined {
  const match = SIZED_PICTURE.exec(url);
  if (!match || Number(match[2]) <= SMALL_PICTURE_WIDTH) return undefined;
  return `${match[1]}.${SMALL_PICTURE_WIDTH}w.${match[3]}`;
}

/** The `srcset` of a picture with a smaller copy (above); undefined for any other URL. */
export function pictureSrcSet(url: string): string | undefined {
  const small = smallPicture(url);
  if (!small) return undefined;
  return `${small} ${SMALL_PICTURE_WIDTH}w, ${url} ${SIZED_PICTURE.exec(url)?.[2]}w`;
}

/**
 * How wide a product card's picture is shown (`sizes`), by the grid's columns (two, three from
 * 768px, four from 1100px); the server's preload of a list's first picture says the same.
 */
export const GRID_PICTURE_SIZES = '(min-width:1100px) 25vw,(min-width:768px) 33vw,50vw';
