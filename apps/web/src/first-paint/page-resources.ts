import { FONT_FACES_META_NAME } from './fonts.ts';

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

/** The faces to load before the app lays its text out, as the build listed them (fonts.ts). */
function listedFaces(): [font: string, text: string][] {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${FONT_FACES_META_NAME}"]`);
  return meta ? (JSON.parse(meta.content) as [string, string][]) : [];
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
  const ready = linksLoaded(links)
    .then(() =>
      Promise.allSettled(listedFaces().map(([font, text]) => document.fonts.load(font, text))),
    )
    // A face that cannot be read or loaded is laid out as before, in the fallback type first.
    .catch(() => undefined);
  const cap = new Promise((resolve) => setTimeout(resolve, capMs));
  return Promise.race([ready, cap]);
}
