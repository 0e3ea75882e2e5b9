// The app itself: main.tsx imports it once the server's first paint is on screen.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { pageResourcesLoaded } from './first-paint/page-resources.ts';
import { yieldToMain } from './utils/yield-to-main.ts';

/**
 * How long the first render waits for the first screen's data (app/first-screen-data.ts) once the
 * page's stylesheet and fonts are in: past it, the screen renders its skeletons and fills in as
 * the answers come.
 */
const FIRST_SCREEN_DATA_WAIT_MS = 1500;

async function start(root: HTMLElement) {
  await yieldToMain();
  // React is evaluated by now. The translator and the query client are evaluated in one task,
  // the router and the shell in the next: one task for both would be the start's longest at 4x
  // CPU (docs/performance.md).
  const { createAppState } = await import('./app/app-state.ts');
  await yieldToMain();
  const { App, loadFirstScreenData, loadScreen, matchScreen } = await import('./app/start.ts');
  await yieldToMain();
  const { i18n, queryClient } = createAppState();
  await yieldToMain();
  // The URL's screen starts loading and its data is asked for (for a visitor it is in the page
  // already), then waited for (a while) with the page's stylesheet and fonts, whose faces are
  // read and loaded in a task of their own.
  const first = matchScreen(window.location);
  void loadScreen(first.screen);
  const data = loadFirstScreenData(queryClient, first);
  await yieldToMain();
  await pageResourcesLoaded();
  await Promise.race([
    data,
    new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_DATA_WAIT_MS)),
  ]);
  await yieldToMain();
  // A transition lets React render the first screen in short slices.
  const app = <App i18n={i18n} queryClient={queryClient} />;
  // StrictMode's checks run in development only: the production build leaves the wrapper out.
  startTransition(() => {
    createRoot(root).render(import.meta.env.DEV ? <StrictMode>{app}</StrictMode> : app);
  });
}

const root = document.getElementById('root');
if (root) void start(root);
