import { describe, expect, it } from 'vitest';
import { renderJewelSvg } from './render.ts';
import { renderBannerSvg, BANNERS } from './scenes.ts';
import type { JewelSpec } from './types.ts';
import { allArtFiles } from '../media.ts';
import { CATALOG } from '../products/index.ts';

const SPEC: JewelSpec = {
  type: 'ring',
  style: 'halo',
  metal: 'rose',
  stone: 'sapphire',
  shape: 'oval',
  carat: 1.4,
  view: 'front',
  ground: 'blush',
  seed: 'AU-TEST-1',
};

/** Checks that every tag closes in order (enough for the markup this generator writes). */
function wellFormed(svg: string): boolean {
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name ?? '');
  }
  return stack.length === 0;
}

describe('renderJewelSvg', () => {
  it('draws the same picture for the same spec', () => {
    expect(renderJewelSvg(SPEC)).toBe(renderJewelSvg({ ...SPEC }));
  });

  it('writes a self-contained, well-formed 4:5 SVG without text', () => {
    const svg = renderJewelSvg(SPEC);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('viewBox="0 0 800 1000"');
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(wellFormed(svg)).toBe(true);
    expect(svg).not.toMatch(/<text|<image|href="(?!#)/);
    expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toContain('http');
  });

  it('gives every product picture distinct, small artwork', () => {
    // Each picture once: a 400-pixel copy (decision 0049 §9) is drawn from its picture's artwork.
    const products = allArtFiles().filter(
      (art) => art.path.startsWith('products/') && art.width === undefined,
    );
    expect(products.length).toBeGreaterThanOrEqual(CATALOG.length * 3);
    const svgs = products.map((art) => art.render());
    expect(new Set(svgs).size).toBe(svgs.length);
    for (const svg of svgs) {
      expect(wellFormed(svg)).toBe(true);
      expect(svg.length).toBeLessThan(16_000);
    }
    const average = svgs.reduce((sum, svg) => sum + svg.length, 0) / svgs.length;
    expect(average).toBeLessThan(10_000);
  });

  it('varies the picture with the product, the metal and the view', () => {
    const base = renderJewelSvg(SPEC);
    expect(renderJewelSvg({ ...SPEC, seed: 'AU-TEST-2' })).not.toBe(base);
    expect(renderJewelSvg({ ...SPEC, metal: 'platinum' })).not.toBe(base);
    expect(renderJewelSvg({ ...SPEC, view: 'detail' })).not.toBe(base);
  });

  it('draws wide hero banners', () => {
    for (const name of BANNERS) {
      const svg = renderBannerSvg(name);
      expect(svg).toContain('viewBox="0 0 1600 900"');
      expect(wellFormed(svg)).toBe(true);
    }
  });
});
