// The font files of the shop and the back office, cut from the installed @fontsource-variable
// packages with HarfBuzz (subset-font, WebAssembly) and committed under src/styles/fonts/
// (docs/decisions/0021 §3 and §6):
//
// - the Latin faces: the same characters as fontsource's `latin` files, every OpenType feature
//   kept. Manrope and the Cormorant italic keep their weight axis; the Cormorant roman is cut at
//   the three weights the shop uses (300, 400, 500), a static file each. HarfBuzz also leaves out
//   glyphs those characters never reach (smaller files, identical text on screen);
// - the rupee sign (₹, U+20B9) from Manrope's and Cormorant's latin-ext files, on its own instead
//   of the whole file: small enough for Vite to inline into the stylesheet, so an INR price needs
//   no request, whichever of the two families it is set in;
// - the dirham's sign (د.إ, the two Arabic letters of AED's symbol) from Noto Sans Arabic at 400,
//   inlined the same way: Manrope has no Arabic, and a character no web font covers sends the browser
//   through its system's fonts, size by size, every time the currency list is laid out.
//
// `node packages/ui/scripts/fonts.mjs` rewrites the files after a font package changes;
// src/styles/fonts.test.ts fails until it is rerun.
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const range = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/** fontsource's `latin` unicode-range, as fonts.css declares it for these files. */
const LATIN =
  range(0x0000, 0x00ff) +
  '\u0131\u0152\u0153\u02bb\u02bc\u02c6\u02da\u02dc\u0304\u0308\u0329' +
  range(0x2000, 0x206f) +
  '\u20ac\u2122\u2191\u2193\u2212\u2215\ufeff\ufffd';

const at = (name) => fileURLToPath(new URL(`../src/styles/fonts/${name}`, import.meta.url));

/** Each committed file, the fontsource file it is cut from, and the characters it keeps. */
export const FONTS = [
  // The roman at the three weights the shop sets it in, each a static file smaller than the one
  // variable file: a first paint needs one of them (a product page 400, a list 500).
  ...[300, 400, 500].map((weight) => ({
    file: at(`cormorant-garamond-${weight}.woff2`),
    source:
      '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2',
    text: LATIN,
    weight,
  })),
  {
    file: at('cormorant-garamond-italic.woff2'),
    source:
      '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-italic.woff2',
    text: LATIN,
  },
  {
    file: at('manrope.woff2'),
    source: '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
    text: LATIN,
  },
  {
    file: at('manrope-rupee.woff2'),
    source: '@fontsource-variable/manrope/files/manrope-latin-ext-wght-normal.woff2',
    text: '\u20B9',
  },
  {
    // Prices set in Cormorant (a product's, the cart's totals) have their own rupee sign.
    file: at('cormorant-garamond-rupee.woff2'),
    source:
      '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-ext-wght-normal.woff2',
    text: '\u20B9',
  },
  {
    file: at('noto-sans-arabic-dirham.woff2'),
    source: '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
    text: '\u062F\u0625',
    // Static, at the weight of the text around it: half the size of the variable cut.
    weight: 400,
  },
];

/**
 * One font's subset, from the installed package, every feature kept: its weight axis too, or,
 * with `weight`, the static instance at that weight.
 */
export async function buildFont({ source, text, weight }) {
  const require = createRequire(import.meta.url);
  return subsetFont(await readFile(require.resolve(source)), text, {
    targetFormat: 'woff2',
    ...(weight ? { variationAxes: { wght: weight } } : {}),
  });
}

/** The fonts' licences (SIL Open Font License 1.1, no reserved names), kept beside them. */
const LICENCES = [
  ['@fontsource-variable/cormorant-garamond/LICENSE', at('cormorant-garamond-OFL.txt')],
  ['@fontsource-variable/manrope/LICENSE', at('manrope-OFL.txt')],
  ['@fontsource-variable/noto-sans-arabic/LICENSE', at('noto-sans-arabic-OFL.txt')],
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const require = createRequire(import.meta.url);
  for (const font of FONTS) {
    const built = await buildFont(font);
    await writeFile(font.file, built);
    console.log(`${font.file}: ${built.length} bytes`);
  }
  for (const [source, target] of LICENCES) await copyFile(require.resolve(source), target);
}
