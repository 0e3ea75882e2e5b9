import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { clearPendingPurchase } from '../lib/buy-now.ts';
import { resetPanel } from '../lib/panel.ts';
import { server } from './mocks/server.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  // The open panel and a pending buy-now (lib/panel.ts, lib/buy-now.ts).
  resetPanel();
  clearPendingPurchase();
  // Tests of build scripts run in Node (`@vitest-environment node`), without a browser's storage.
  if (typeof document === 'undefined') return;
  localStorage.clear();
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
});
afterAll(() => server.close());
