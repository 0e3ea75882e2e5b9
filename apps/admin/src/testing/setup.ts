import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server.ts';

// Radix Select asks the DOM for pointer capture and scrolls its items, which happy-dom lacks.
const element = Element.prototype as Partial<Element>;
element.hasPointerCapture ??= () => false;
element.releasePointerCapture ??= () => {};
element.scrollIntoView ??= () => {};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
