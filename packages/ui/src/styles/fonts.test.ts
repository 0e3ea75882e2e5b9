// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script without type declarations
import { buildFont, FONTS } from '../../scripts/fonts.mjs';

type Font = { file: string; source: string; text: string };
const fonts = FONTS as Font[];
const inlined = fonts.filter((font) => /-(rupee|dirham)\.woff2$/.test(font.file));

describe('the shop’s font files', () => {
  it.each(fonts.map((font) => [font.file.split('/').pop(), font] as const))(
    '%s is cut from the installed package (rerun scripts/fonts.mjs when this fails)',
    async (_, font) => {
      const [committed, fresh] = await Promise.all([readFile(font.file), buildFont(font)]);
      expect(Buffer.from(fresh as Uint8Array).equals(committed)).toBe(true);
    },
  );

  it.each(inlined.map((font) => [font.file.split('/').pop(), font] as const))(
    '%s stays small enough for the build to inline it into the stylesheet (4 KB)',
    async (_, font) => {
      expect((await readFile(font.file)).length).toBeLessThan(4096);
    },
  );
});
