import { expect, test } from './fixtures.ts';

// The shop's type on its first screens (docs/decisions/0049 §8): each face declared once, the faces
// the app sets text in ready before it renders, and no character left to the system's fonts (each
// such character, at each size, is a look-up in the system's fonts inside a layout).

/** What the page declares and shows, read in the browser. */
type Fonts = {
  /** Every `@font-face` of the page's stylesheets: family, weight, style and source. */
  declared: string[];
  /** How many faces `document.fonts` holds. */
  faces: number;
  /** Characters of the visible text that no declared face of their element's family covers. */
  uncovered: string[];
};

const readFonts = () =>
  new Promise<Fonts>((resolve) => {
    const ranges = new Map<string, [number, number][]>();
    const declared: string[] = [];
    for (const sheet of document.styleSheets) {
      for (const rule of sheet.cssRules) {
        if (!(rule instanceof CSSFontFaceRule)) continue;
        const style = rule.style;
        const family = style.getPropertyValue('font-family').replaceAll('"', '');
        declared.push(
          [
            family,
            style.getPropertyValue('font-weight'),
            style.getPropertyValue('font-style'),
            style.getPropertyValue('src').slice(0, 60),
          ].join(' | '),
        );
        const range = style.getPropertyValue('unicode-range') || 'U+0-10FFFF';
        const spans = [...range.matchAll(/U\+([0-9a-f]+)(?:-([0-9a-f]+))?/gi)].map(
          ([, from = '0', to]): [number, number] => [parseInt(from, 16), parseInt(to ?? from, 16)],
        );
        ranges.set(family, [...(ranges.get(family) ?? []), ...spans]);
      }
    }
    const uncovered = new Set<string>();
    const check = (text: string, element: Element) => {
      const family = getComputedStyle(element).fontFamily.split(',')[0]?.trim().replaceAll('"', '');
      const spans = ranges.get(family ?? '') ?? [];
      for (const char of text) {
        const code = char.codePointAt(0) ?? 0;
        if (/\s/.test(char)) continue;
        if (!spans.some(([from, to]) => code >= from && code <= to))
          uncovered.add(`${char} (U+${code.toString(16).toUpperCase()}) in ${family}`);
      }
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (element?.getClientRects().length) check(node.textContent ?? '', element);
    }
    // A list box is laid out as wide as its longest option: every option is set in its type.
    for (const select of document.querySelectorAll('select')) {
      if (select.getClientRects().length) check(select.innerText, select);
    }
    resolve({ declared, faces: document.fonts.size, uncovered: [...uncovered] });
  });

for (const [name, path] of [
  ['home', '/'],
  ['a list', '/shop/opus'],
  ['a product page', '/product/lumiere-solitaire-ring'],
] as const) {
  test(`${name} declares each face once and sets every character of its first screen in a web font`, async ({
    page,
    consoleErrors,
  }) => {
    // The state of the faces the page preloaded, when the app first puts something in #root.
    await page.addInitScript(() => {
      const record = () => {
        const root = document.getElementById('root');
        if (!root) return;
        new MutationObserver((_, observer) => {
          observer.disconnect();
          const statuses = [...document.fonts].map(
            (face) => `${face.family.replaceAll('"', '')} ${face.weight} ${face.status}`,
          );
          Object.assign(window, { atFirstRender: statuses });
        }).observe(root, { childList: true });
      };
      document.addEventListener('DOMContentLoaded', record);
    });
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
    await expect(page.locator('#first-paint')).toHaveCount(0);

    const fonts = await page.evaluate(readFonts);
    expect(fonts.uncovered).toEqual([]);
    // The stylesheet fetched after a first paint declares no face again: a face declared twice
    // is a second, unloaded face, and the page would be laid out again in the fallback type.
    expect(new Set(fonts.declared).size).toBe(fonts.declared.length);
    expect(fonts.faces).toBe(fonts.declared.length);

    // Manrope, the face every label and price is set in, was ready when the app rendered.
    const atFirstRender = await page.evaluate(
      () => (window as unknown as { atFirstRender?: string[] }).atFirstRender ?? [],
    );
    expect(atFirstRender.filter((face) => face.startsWith('Manrope Variable 200 800'))).toContain(
      'Manrope Variable 200 800 loaded',
    );
    expect(atFirstRender.some((face) => face.endsWith(' loading'))).toBe(false);
    expect(consoleErrors).toEqual([]);
  });
}
