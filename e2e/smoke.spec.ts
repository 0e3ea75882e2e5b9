import { PHONE_CONTEXT } from '../scripts/chromium.mjs';
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

test('an unknown /api path is a JSON 404, an unknown page the SPA’s not-found page, a 404 too', async ({
  request,
}) => {
  const api = await request.get('/api/nothing-here', { headers: { 'x-api-key': DEMO_API_KEY } });
  expect(api.status()).toBe(404);
  expect((await api.json()).message).toContain('Not Found');
  const page = await request.get('/some/unknown/page');
  expect(page.status()).toBe(404);
  expect(page.headers()['content-type']).toContain('text/html');
  const html = await page.text();
  expect(html).toContain('<title>Page not found</title>');
  expect(html).toContain('<meta name="robots" content="noindex">');
});

test('hashed assets are immutable and served precompressed', async ({ request, page }) => {
  await page.goto('/');
  // The app chunk, which the entry fetches once the first paint is on screen (the entry itself is
  // too small to be worth compressing, and the stylesheet is inside the page).
  const listed = await page
    .locator('meta[name="aurelle-after-first-paint"]')
    .getAttribute('content');
  const app = listed?.split(' ').find((file) => /^\/assets\/app-/.test(file));
  expect(app).toBeDefined();
  const res = await request.get(app ?? '', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toContain('immutable');
  expect(res.headers()['content-encoding']).toBe('br');
});

test('the scripts a page starts with ask V8 to compile them as they load, compressed or not', async ({
  page,
  request,
}) => {
  // Decision 0049 §5: each function is compiled off the main thread as the file arrives, not on the
  // main thread when it is first called during the start.
  for (const path of ['/', '/product/lumiere-solitaire-ring']) {
    await page.goto(path);
    const listed = await page
      .locator('meta[name="aurelle-after-first-paint"]')
      .getAttribute('content');
    const scripts = listed?.split(' ').filter((file) => file.endsWith('.js')) ?? [];
    // The app's chunk and the screen's (names end in an 8-character hash).
    const screen = path === '/' ? 'home' : 'product';
    const started = scripts.filter((file) =>
      new RegExp(`^/assets/(app|${screen})-[\\w-]{8}\\.js$`).test(file),
    );
    expect(started).toHaveLength(2);
    for (const file of started) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const res = await request.get(file, { headers: { 'accept-encoding': encoding } });
        expect((await res.text()).startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
      }
    }
  }
});

test('pictures are sent compressed to browsers that take it', async ({ request }) => {
  const plain = await request.get('/media/banners/hero-opus.svg', {
    headers: { 'accept-encoding': 'identity' },
  });
  const br = await request.get('/media/banners/hero-opus.svg', {
    headers: { 'accept-encoding': 'br, gzip' },
  });
  expect(br.headers()['content-encoding']).toBe('br');
  expect(plain.headers()['content-encoding']).toBeUndefined();
  // The browser gets the same picture (Playwright decodes it), in a fraction of the bytes.
  expect(await br.text()).toBe(await plain.text());
  expect(Number(br.headers()['content-length'])).toBeLessThan(
    Number(plain.headers()['content-length']) / 3,
  );
});

test('the shop’s cards show AVIF pictures (WebP for the rest), the copy their width needs, cached for a year', async ({
  page,
  request,
}) => {
  await page.goto('/shop/opus');
  const first = page.locator('main article img').first();
  await expect(first).toBeVisible();
  // An SVG <img> is a document of its own for the browser to build (decision 0049 §9).
  const sources = await page
    .locator('main article img')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  expect(sources.length).toBeGreaterThan(3);
  for (const source of sources) {
    expect(new URL(source).pathname).toMatch(/^\/media\/p\/[0-9a-f]+\.800w\.webp$/);
  }
  // A column a quarter of the page wide (320 px) takes the AVIF copy 400 pixels wide.
  await expect
    .poll(() => first.evaluate((image) => (image as HTMLImageElement).currentSrc))
    .toMatch(/\/media\/p\/[0-9a-f]+\.400w\.avif$/);
  for (const [path, type] of [
    [new URL(sources[0] ?? '').pathname, 'image/webp'],
    [
      await first.evaluate((image) => new URL((image as HTMLImageElement).currentSrc).pathname),
      'image/avif',
    ],
  ] as const) {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe(type);
    expect(res.headers()['cache-control']).toContain('max-age=31536000');
    expect(res.headers()['cross-origin-resource-policy']).toBe('cross-origin');
  }
});

test('a phone fetches the shop’s first picture once: the copy its column needs', async ({
  browser,
}) => {
  // Lighthouse's phone; the screen too, as the page's `width=device-width` reads it.
  const context = await browser.newContext(PHONE_CONTEXT);
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/media/p/')) fetched.push(path);
  });
  await page.goto('/shop/opus');
  const first = page.locator('main article img').first();
  await expect
    .poll(() => first.evaluate((image) => (image as HTMLImageElement).complete))
    .toBe(true);
  const picture = await first.evaluate(
    (image) => new URL((image as HTMLImageElement).currentSrc).pathname,
  );
  expect(picture).toMatch(/\.400w\.avif$/);
  // The server's preload and the page's own image agree: no copy of it in another size or format.
  const name = picture.replace(/\.400w\.avif$/, '');
  expect(fetched.filter((path) => path.startsWith(`${name}.`))).toEqual([picture]);
  await context.close();
});

test('home paints its hero from the HTML, hands over to the app, and fetches its strings once', async ({
  page,
  consoleErrors,
}) => {
  const localeRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/locales/')) localeRequests.push(request.url());
  });
  const html = await (await page.request.get('/')).text();
  expect(html).toMatch(
    /<div id="first-paint" class="first-paint" aria-hidden="true"><img src="\/media\//,
  );
  // Home's code and strings are fetched once the hero is on screen (decision 0021 §2 and §3),
  // not preloaded with it nor carried inside the page.
  expect(html).toMatch(
    /<meta name="aurelle-after-first-paint" content="[^"]*\/assets\/home-[^"]+\.js [^"]*\/locales\/en\.json"/,
  );
  expect(html).not.toContain('id="aurelle-locales"');
  await page.goto('/');
  const hero = page.locator('section[aria-labelledby="hero-title"] img');
  await expect(hero).toBeVisible();
  // Once the app's own hero image has loaded, the server's first paint is gone.
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The entry's preload and the translator's fetch are one request.
  expect(localeRequests.map((url) => new URL(url).pathname)).toEqual(['/locales/en.json']);
  expect(consoleErrors).toEqual([]);
});
