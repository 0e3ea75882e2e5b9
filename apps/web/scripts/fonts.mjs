// The rupee sign (₹, U+20B9) from Manrope's latin-ext file, on its own: ~1 KB instead of the whole
// 15 KB file, so Vite inlines it into the stylesheet and an INR price needs no font request
// (docs/decisions/0010). `node apps/web/scripts/rupee-font.mjs` rewrites the committed file after
// @fontsource-variable/manrope changes; src/styles/rupee-font.test.ts fails until it is rerun.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

export const RUPEE_FONT = fileURLToPath(
  new URL('../src/styles/fonts/manrope-rupee.woff2', import.meta.url),
);

/** The subset, built from the installed Manrope (its weight axis kept). */
export async function buildRupeeFont() {
  const require = createRequire(import.meta.url);
  const source = await readFile(
    require.resolve('@fontsource-variable/manrope/files/manrope-latin-ext-wght-normal.woff2'),
  );
  return subsetFont(source, '\u20B9', { targetFormat: 'woff2' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await buildRupeeFont();
  await writeFile(RUPEE_FONT, font);
  console.log(`${RUPEE_FONT}: ${font.length} bytes`);
}
