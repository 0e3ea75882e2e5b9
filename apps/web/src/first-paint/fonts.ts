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
