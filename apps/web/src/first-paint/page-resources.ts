/** A linked stylesheet or preloaded font that has not finished loading yet. */
function stillLoading(link: HTMLLinkElement): boolean {
  if (link.rel === 'stylesheet') return !link.sheet;
  return performance.getEntriesByName(link.href).length === 0;
}

/**
 * Resolves once the page's stylesheets and preloaded fonts have loaded or failed, after 3 s at the
 * latest (one that failed before this ran never reports). On a page with a first paint the whole
 * stylesheet, and the font weights that paint does not use, arrive after it
 * (after-first-paint.ts): the app must not render unstyled, nor lay its text out twice, in the
 * fallback type and then in its own.
 */
export function pageResourcesLoaded(capMs = 3000): Promise<unknown> {
  const pending = [
    ...document.querySelectorAll<HTMLLinkElement>(
      'link[rel="stylesheet"], link[rel="preload"][as="font"]',
    ),
  ].filter(stillLoading);
  if (pending.length === 0) return Promise.resolve();
  const cap = new Promise((resolve) => setTimeout(resolve, capMs));
  const all = Promise.all(
    pending.map(
      (link) =>
        new Promise((resolve) => {
          link.addEventListener('load', resolve, { once: true });
          link.addEventListener('error', resolve, { once: true });
        }),
    ),
  );
  return Promise.race([all, cap]);
}
