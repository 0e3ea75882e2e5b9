import { DEMO_API_KEY, expect, test } from './fixtures.ts';

test('the home page renders in Chromium with no console errors', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(consoleErrors).toEqual([]);
});

test('/api/ready answers once the database is reachable', async ({ request }) => {
  const res = await request.get('/api/ready');
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'ready' });
});

test('an unknown /api path is a JSON 404, an unknown page is the SPA', async ({ request }) => {
  const api = await request.get('/api/nothing-here', { headers: { 'x-api-key': DEMO_API_KEY } });
  expect(api.status()).toBe(404);
  expect((await api.json()).message).toContain('Not Found');
  const page = await request.get('/some/unknown/page');
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toContain('text/html');
});

test('hashed assets are immutable and served precompressed', async ({ request, page }) => {
  await page.goto('/');
  const script = await page.locator('script[type="module"]').first().getAttribute('src');
  expect(script).toMatch(/^\/assets\//);
  const res = await request.get(script ?? '', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toContain('immutable');
  expect(res.headers()['content-encoding']).toBe('br');
});
