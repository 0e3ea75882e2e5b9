// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script without type declarations
import { buildRupeeFont, RUPEE_FONT } from '../../scripts/rupee-font.mjs';

describe('the rupee sign’s own font file', () => {
  it('is the subset of the installed Manrope (rerun scripts/rupee-font.mjs when this fails)', async () => {
    const [committed, fresh] = await Promise.all([readFile(RUPEE_FONT), buildRupeeFont()]);
    expect(Buffer.from(fresh as Uint8Array).equals(committed)).toBe(true);
  });

  it('stays small enough for the build to inline it into the stylesheet (4 KB)', async () => {
    expect((await readFile(RUPEE_FONT)).length).toBeLessThan(4096);
  });
});
