// The app itself: main.tsx imports it once the server's first paint is on screen.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';

const root = document.getElementById('root');
if (root) {
  // A transition lets React render the first screen in short slices, so the main thread never
  // blocks for long while the page boots (Total Blocking Time, docs/performance.md).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
