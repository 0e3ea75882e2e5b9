// The app itself: main.tsx imports it once the server's first paint is on screen.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { pageResourcesLoaded } from './first-paint/page-resources.ts';

/**
 * Lets the browser handle input and paint between two steps of start-up, so no step blocks the
 * main thread for long (Total Blocking Time, docs/performance.md).
 */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(root: HTMLElement) {
  await yieldToMain();
  // React is evaluated by now; the router, the store and the shell are evaluated here.
  const { App, createAppState, createAppRouter } = await import('./app/start.ts');
  await yieldToMain();
  const { store, i18n } = createAppState();
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
