import { test as base, expect, type ConsoleMessage } from '@playwright/test';

/** The storefront key the demo server accepts (a public demo value, not a secret). */
export const DEMO_API_KEY = 'aurelle-demo-storefront-key';

type Fixtures = {
  /** Console errors and page errors seen during the test; asserted empty where it matters. */
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };
