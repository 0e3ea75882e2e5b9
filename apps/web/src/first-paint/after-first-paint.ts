import { AFTER_FIRST_PAINT_META_NAME, FIRST_PAINT_ELEMENT_ID } from '@aurelle/contract';

/**
 * Resolves once the server's first paint is on screen: when the browser reports that paint as the
 * page's largest so far, or two frames after its image has loaded where it cannot report it. At
 * once on a page without one, and after 3 s at the latest.
 */
export function whenFirstPaintShown(capMs = 3000): Promise<void> {
  const image = document.querySelector<HTMLImageElement>(`#${FIRST_PAINT_ELEMENT_ID} img`);
  return new Promise((resolve) => {
    if (!image) return resolve();
    setTimeout(resolve, capMs);
    if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
      const observer = new PerformanceObserver((list) => {
        if (!list.getEntries().some((entry) => 'element' in entry && entry.element === image)) {
          return;
        }
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
      return;
    }
    const twoFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    if (image.complete) return twoFrames();
    image.addEventListener('load', twoFrames, { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

/**
 * Fetches, side by side, what the server listed for after the first paint instead of preloading
 * it, so that nothing competed with that paint: the whole stylesheet, the font weights the paint
 * does not use, the app's and the screen's scripts and the UI strings. Each as the code that uses
 * it will ask for it, so that request is reused.
 */
export function fetchAfterFirstPaint() {
  const listed = document.querySelector<HTMLMetaElement>(
    `meta[name="${AFTER_FIRST_PAINT_META_NAME}"]`,
  );
  for (const href of listed?.content.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.href = href;
    if (href.endsWith('.css')) {
      // The page holds only its first paint's rules (page-resources.ts waits for the rest).
      link.rel = 'stylesheet';
    } else {
      // Fonts, modules and fetches: in CORS mode, as the code that uses them asks for them.
      link.crossOrigin = '';
      if (href.endsWith('.woff2')) {
        link.rel = 'preload';
        link.as = 'font';
        link.type = 'font/woff2';
      } else if (href.endsWith('.js')) {
        link.rel = 'modulepreload';
      } else {
        // The strings as the translator's fetch() asks for them (lib/i18n.ts): it reuses this one.
        link.rel = 'preload';
        link.as = 'fetch';
      }
    }
    document.head.append(link);
  }
}
