import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp, type TestAppOptions } from './build-test-app.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { setCurrencyRates } from './factories.ts';

/**
 * Registers what a test file's `beforeAll` and `afterAll` do with a resource: open it before the
 * file's tests, close it after. The object returned is filled in by that `beforeAll`, so a test
 * file reads it in its hooks and tests only, never at the top level.
 */
function forTheFile<T extends { close(): Promise<void> }>(open: () => Promise<T>): T {
  const resource = {} as T;
  beforeAll(async () => {
    Object.assign(resource, await open());
  });
  afterAll(async () => {
    // Nothing to close when opening failed.
    if ('close' in resource) await resource.close();
  });
  return resource;
}

/** The real app on a fresh migrated database for the whole test file (`buildTestApp`'s options). */
export function useTestApp(
  overrides: Record<string, string> = {},
  options: TestAppOptions = {},
): TestApp {
  return forTheFile(() => buildTestApp(overrides, options));
}

/** `useTestApp` with the shop's currency rates set, as a checkout needs them. */
export function useCheckoutTestApp(
  overrides: Record<string, string> = {},
  options: TestAppOptions = {},
): TestApp {
  const t = useTestApp(overrides, options);
  beforeAll(() => setCurrencyRates(t.db));
  return t;
}

/** A fresh migrated database, without the app, for the whole test file. */
export function useTestDatabase(): TestDatabase {
  return forTheFile(createTestDatabase);
}

/** The app for the whole test file, sending its e-mail to a real SMTP sink (`sink.received`). */
export function useTestAppWithSmtpSink(options: TestAppOptions = {}): {
  t: TestApp;
  sink: SmtpSink;
} {
  const sink = forTheFile(() => startSmtpSink());
  const t = forTheFile(() => buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` }, options));
  return { t, sink };
}
