// The app itself: main.tsx imports it once the server's first paint is on screen.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Lets the browser handle input and paint between two steps of start-up, so no step blocks the
 * main thread for long (Total Blocking Time, docs/performance.md).
 */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A linked stylesheet or preloaded font that has not finished loading yet. */
function stillLoading(link: HTMLLinkElement): boolean {
  if (link.rel === 'stylesheet') return !link.sheet;
  return performance.getEntriesByName(link.href).length === 0;
}

/**
 * Resolves once the page's stylesheets and preloaded fonts have loaded or failed, after 3 s at the
 * latest (one that failed before this ran never reports). On a page with a first paint the whole
 * stylesheet, and the font weights that paint does not use, arrive after it (main.tsx): the app
 * must not render unstyled, nor lay its text out twice, in the fallback type and then in its own.
 */
function pageResourcesLoaded(capMs = 3000): Promise<unknown> {
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

async function start(root: HTMLElement) {
  await yieldToMain();
  // React is evaluated by now; the router, the store and the shell are evaluated here.
  const { App, createAppState, createAppRouter } = await import('./app/start.ts');
  await yieldToMain();
  const { store, i18n } = createAppState();
  await yieldToMain();
  // zod, which every screen uses, evaluated in a task of its own (lib/zod-warm-up.ts). Only a
  // head start: if its chunk fails to load, the screen that needs it shows its own error.
  await import('./lib/zod-warm-up.ts').catch(() => undefined);
  await yieldToMain();
  // Creating the router matches the URL and starts loading its screen.
  const router = createAppRouter();
  await pageResourcesLoaded();
  await yieldToMain();
  // A transition lets React render the first screen in short slices.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App store={store} i18n={i18n} router={router} />
      </StrictMode>,
    );
  });
}

const root = document.getElementById('root');
if (root) void start(root);
