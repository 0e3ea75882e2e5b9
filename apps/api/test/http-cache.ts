import { expect } from 'vitest';
import type { TestApp } from './build-test-app.ts';

/**
 * A GET answers with `cacheControl` and an ETag, and the same GET naming that ETag answers an
 * empty 304: what a browser or a CDN holding the answer relies on.
 */
export async function expectRevalidates(
  t: TestApp,
  url: string,
  cacheControl: string,
  headers: Record<string, string> = {},
): Promise<void> {
  const first = await t.get(url, headers);
  expect(first.headers['cache-control']).toBe(cacheControl);
  const again = await t.get(url, { ...headers, 'if-none-match': String(first.headers.etag) });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
}
