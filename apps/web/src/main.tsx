import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';

/**
 * Resolves once the server's first paint (home's hero, a product's first image, name and price:
 * apps/api render-html.ts) is on screen: when the browser reports that paint as the page's
 * largest so far, or two frames after its image has loaded where it cannot report it. At once on
 * a page without one, and after 3 s at the latest. This file imports nothing else, so it stays a
 * few hundred bytes.
 */
function whenFirstPaintShown(capMs = 3000): Promise<void> {
  const image = document.querySelector<HTMLImageElement>('.first-paint img');
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

// The app starts once the page's first paint is on screen (docs/decisions/0009). On such a page
// the server lists the app's and the screen's scripts and the UI strings instead of preloading
// them, so they cannot compete with that paint; they are fetched now, side by side
// (PAGE_ELEMENT_IDS.afterFirstPaint in the contract, named here so that this file imports nothing).
void whenFirstPaintShown().then(() => {
  const listed = document.querySelector<HTMLMetaElement>('meta[name="aurelle-after-first-paint"]');
  for (const href of listed?.content.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.href = href;
    if (href.endsWith('.css')) {
      // The whole stylesheet: the page holds only its first paint's rules (boot.tsx waits for it).
      link.rel = 'stylesheet';
    } else if (href.endsWith('.woff2')) {
      // Home's fonts, which its first paint (a picture) did not need.
      link.rel = 'preload';
      link.as = 'font';
      link.type = 'font/woff2';
      link.crossOrigin = '';
    } else {
      const script = href.endsWith('.js');
      // The strings as the translator's fetch() asks for them (lib/i18n.ts): it reuses this one.
      link.rel = script ? 'modulepreload' : 'preload';
      if (!script) link.as = 'fetch';
      link.crossOrigin = '';
    }
    document.head.append(link);
  }
  return import('./boot.tsx');
});
