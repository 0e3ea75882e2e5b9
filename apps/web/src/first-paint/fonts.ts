import type { FirstPaintKind } from '@aurelle/contract';

/**
 * The font files (by name, before the build's hash) each kind of first paint preloads; the page
 * lists the others for after its paint (docs/decisions/0021 §8). A product's name and price are in
 * the Cormorant roman at 400, a list's product names at 500 (its title, at 400, is fetched as it is
 * laid out: preloaded, it would go ahead of the LCP image), labels and prices in Manrope. Home's
 * paint is a picture, but the app sets text in all three as soon as it starts, so they stay ahead
 * of it. Pages without a first paint preload them all. Read by vite.config.ts.
 */
export const FIRST_PAINT_FONTS = {
  home: ['cormorant-garamond-400', 'cormorant-garamond-500', 'manrope'],
  list: ['cormorant-garamond-500', 'manrope'],
  product: ['cormorant-garamond-400', 'manrope'],
} as const satisfies Record<FirstPaintKind, readonly string[]>;

/** Whether a built file (`assets/manrope-DD0nnI9C.woff2`) is the font named `name`. */
export const isFontFile = (file: string, name: string) =>
  new RegExp(`(^|/)${name}-[\\w-]{8}\\.woff2$`).test(file);

/**
 * `<meta name>` in index.html: the faces boot.tsx loads before the app's first render, as
 * `document.fonts.load` arguments (`[["normal 500 1em \"Cormorant Garamond Variable\"", " "], …]`),
 * written by the build (vite.config.ts) from the stylesheet's `@font-face` rules (decision 0049 §8).
 */
export const FONT_FACES_META_NAME = 'aurelle-font-faces';

/** An `@font-face` rule of a stylesheet (its blocks hold no braces). */
export const FONT_FACE_RULE = /@font-face\s*\{[^}]*\}/g;

/**
 * The faces of a stylesheet worth loading before the app lays its text out, as
 * `document.fonts.load` arguments: a CSS `font` value and a character the face covers. Those whose
 * file `preloaded` accepts, and those inlined (`data:`: the rupee's and the dirham's signs); not
 * the `local()` fallback faces, nor a file no page preloads (it loads when text is set in it).
 */
export function facesToLoad(css: string, preloaded: (url: string) => boolean): [string, string][] {
  return [...css.matchAll(FONT_FACE_RULE)].flatMap(([block]): [string, string][] => {
    const value = (name: string) =>
      new RegExp(`[{;]\\s*${name}\\s*:\\s*["']?([^;}"']+)`).exec(block)?.[1]?.trim();
    const src = /url\(\s*["']?([^"')]+)/.exec(block)?.[1];
    if (!src || !(src.startsWith('data:') || preloaded(src))) return [];
    // A variable face's weight is a range (`200 800`): any weight in it loads the file. A face of
    // a few signs (`U+20B9`) is loaded with its first, any other with a space.
    const first = Number.parseInt(value('unicode-range')?.slice(2) ?? '0', 16);
    const weight = value('font-weight')?.split(' ')[0] ?? '400';
    const font = `${value('font-style') ?? 'normal'} ${weight} 1em "${value('font-family')}"`;
    return [[font, first > 32 ? String.fromCodePoint(first) : ' ']];
  });
}
