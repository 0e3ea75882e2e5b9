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
  // React is evaluated by now. The translator is evaluated in one task, the router and the shell
  // in the next: one task for both was the longest of the start at 4x CPU (docs/performance.md,
  // issue 19). RTK Query's store is not part of the start: the parts that call it bring it
  // (app/with-store.tsx).
  const { createAppState } = await import('./app/app-state.ts');
  await yieldToMain();
  const { App, loadFirstScreenData, loadScreen, matchScreen } = await import('./app/start.ts');
  await yieldToMain();
  const { i18n } = createAppState();
  await yieldToMain();
  // The URL's screen starts loading; its data is asked for in the tasks that follow, a call each,
  // and waited for (a while) with the page's stylesheet and fonts, whose faces are read and loaded
  // in a task of their own. The three in one task were the longest of the start on a product page
  // (docs/performance.md, issue 19).
  const first = matchScreen(window.location);
  if (first.screen) void loadScreen(first.screen);
  const data = loadFirstScreenData(first, yieldToMain);
  await yieldToMain();
  await pageResourcesLoaded();
  await Promise.race([
    data,
    new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_DATA_WAIT_MS)),
  ]);
  await yieldToMain();
  // A transition lets React render the first screen in short slices.
  const app = <App i18n={i18n} />;
  // StrictMode's checks run in development only: the production build leaves the wrapper out.
  startTransition(() => {
    createRoot(root).render(import.meta.env.DEV ? <StrictMode>{app}</StrictMode> : app);
  });
}

const root = document.getElementById('root');
if (root) void start(root);
