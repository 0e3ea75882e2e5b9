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
    } else {
      // Fonts, modules and fetches: in CORS mode, as the code that uses them asks for them.
      link.crossOrigin = '';
      if (href.endsWith('.woff2')) {
        // A font weight the first paint does not use (boot.tsx waits for it too).
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
  return import('./boot.tsx');
});
