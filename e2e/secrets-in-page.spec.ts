import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_SERVER_SECRETS } from '../playwright.config.ts';
import { DEMO_API_KEY, expect, test } from './fixtures.ts';

const ASSETS_DIR = join(import.meta.dirname, '..', 'apps', 'web', 'dist', 'assets');

function secretsIn(text: string): string[] {
  return Object.entries(E2E_SERVER_SECRETS)
    .filter(([, value]) => text.includes(value))
    .map(([name]) => name);
}

test('the built JavaScript holds no server secret', () => {
  // Playwright's server is `npm start`: the web build it serves is on disk.
  const scripts = readdirSync(ASSETS_DIR).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const name of scripts) {
    expect(secretsIn(readFileSync(join(ASSETS_DIR, name), 'utf8')), name).toEqual([]);
  }
});

test('what a browser receives on home and a product page holds no server secret', async ({
  page,
}) => {
  const reading: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/html|javascript|json|css/.test(type)) return;
    reading.push(
      response
        .text()
        .catch(() => '')
        .then((body) => ({ url: response.url(), body: body + JSON.stringify(response.headers()) })),
    );
  });
  for (const path of ['/', '/product/lumiere-solitaire-ring']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  const received = await Promise.all(reading);
  const html = received.filter((r) => !/\/(assets|api|locales)\//.test(new URL(r.url).pathname));
  expect(html.length).toBeGreaterThanOrEqual(2);
  expect(html.every((r) => r.body.includes(DEMO_API_KEY))).toBe(true);
  for (const { url, body } of received) expect(secretsIn(body), url).toEqual([]);
});
