/** A linked stylesheet or preloaded font that has not finished loading yet. */
function stillLoading(link: HTMLLinkElement): boolean {
  if (link.rel === 'stylesheet') return !link.sheet;
  return performance.getEntriesByName(link.href).length === 0;
}

/** Resolves once each of these links has loaded or failed (one that failed before never reports). */
function linksLoaded(links: HTMLLinkElement[]): Promise<unknown> {
  return Promise.all(
    links.filter(stillLoading).map(
      (link) =>
        new Promise((resolve) => {
          link.addEventListener('load', resolve, { once: true });
          link.addEventListener('error', resolve, { once: true });
        }),
    ),
  );
}

/** A character of a face's `unicode-range` (`U+20B9`, `U+0-FF, U+131`), for loading that face. */
function firstCharacter(unicodeRange: string): string {
  const start = /U\+([0-9a-f]+)/i.exec(unicodeRange)?.[1];
  return start ? String.fromCodePoint(Number.parseInt(start, 16)) : ' ';
}

/**
 * The faces worth loading before the app lays its text out, as `document.fonts.load` arguments
 * (`normal 500 1em "Cormorant Garamond Variable"` and a character the face covers): those whose
 * file the page has preloaded, and those inlined into the stylesheet (the rupee's and the
 * dirham's signs), read from the `@font-face` rules of the page's stylesheets.
 */
function facesToLoad(fontLinks: HTMLLinkElement[]): [font: string, text: string][] {
  const preloaded = new Set(fontLinks.map((link) => link.href));
  const faces: [string, string][] = [];
  for (const sheet of document.styleSheets) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // another origin's sheet (an extension's): none of the shop's faces
    }
    for (const rule of rules) {
      if (!(rule instanceof CSSFontFaceRule)) continue;
      const src = /url\(\s*["']?([^"')]+)/.exec(rule.style.getPropertyValue('src'))?.[1];
      if (!src) continue;
      if (!src.startsWith('data:') && !preloaded.has(new URL(src, document.baseURI).href)) continue;
      // A variable face's weight is a range (`200 800`): any weight in it loads the file.
      const weight = rule.style.getPropertyValue('font-weight').split(' ')[0] || '400';
      const style = rule.style.getPropertyValue('font-style') || 'normal';
      const family = rule.style.getPropertyValue('font-family');
      const text = firstCharacter(rule.style.getPropertyValue('unicode-range'));
      faces.push([`${style} ${weight} 1em ${family}`, text]);
    }
  }
  return faces;
}

/**
 * Resolves once the page's stylesheets and preloaded fonts have loaded or failed, and the faces of
 * those fonts are ready to set text in, after 3 s at the latest. On a page with a first paint the
 * rest of the stylesheet, and the font weights that paint does not use, arrive after it
 * (after-first-paint.ts): the app must not render unstyled, nor lay its text out twice. A face
 * whose file has merely been fetched is still unloaded: the first layout that sets text in it
 * would start its load, lay that text out in the fallback type (each size a lookup of the
 * system's fonts) and again once it has loaded, inside the app's first frame.
 */
export function pageResourcesLoaded(capMs = 3000): Promise<unknown> {
  const links = [
    ...document.querySelectorAll<HTMLLinkElement>(
      'link[rel="stylesheet"], link[rel="preload"][as="font"]',
    ),
  ];
  const fontLinks = links.filter((link) => link.rel === 'preload');
  const ready = linksLoaded(links).then(() =>
    Promise.allSettled(
      facesToLoad(fontLinks).map(([font, text]) => document.fonts.load(font, text)),
    ),
  );
  const cap = new Promise((resolve) => setTimeout(resolve, capMs));
  return Promise.race([ready, cap]);
}
