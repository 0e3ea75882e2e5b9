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

/** An `@font-face` rule of the page's inline CSS (its blocks hold no braces). */
const FONT_FACE_RULE = /@font-face\s*\{[^}]*\}/g;

/** A descriptor of one `@font-face` block, unquoted (`font-family:"A b"` → `A b`). */
function descriptor(block: string, name: string): string | undefined {
  const value = new RegExp(`[{;]\\s*${name}\\s*:\\s*([^;}]+)`).exec(block)?.[1]?.trim();
  return value?.replace(/^(["'])(.*)\1$/, '$2');
}

/**
 * The faces worth loading before the app lays its text out, as `document.fonts.load` arguments
 * (`normal 500 1em "Cormorant Garamond Variable"` and a character the face covers): those whose
 * file the page has preloaded, and those inlined into the stylesheet (the rupee's and the
 * dirham's signs). Read from the text of the page's `<style>` elements, which declare every face
 * (decision 0053), rather than through the CSS object model, whose ~1 500 rule objects would be
 * built in the middle of the app's start.
 */
function facesToLoad(fontLinks: HTMLLinkElement[]): [font: string, text: string][] {
  const preloaded = new Set(fontLinks.map((link) => link.href));
  const faces: [string, string][] = [];
  for (const element of document.querySelectorAll('style')) {
    for (const [block] of (element.textContent ?? '').matchAll(FONT_FACE_RULE)) {
      const src = /url\(\s*["']?([^"')]+)/.exec(block)?.[1];
      if (!src) continue;
      if (!src.startsWith('data:') && !preloaded.has(new URL(src, document.baseURI).href)) continue;
      // A variable face's weight is a range (`200 800`): any weight in it loads the file.
      const weight = descriptor(block, 'font-weight')?.split(' ')[0] ?? '400';
      const style = descriptor(block, 'font-style') ?? 'normal';
      const family = descriptor(block, 'font-family') ?? '';
      const text = firstCharacter(descriptor(block, 'unicode-range') ?? '');
      faces.push([`${style} ${weight} 1em "${family}"`, text]);
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
