import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ProductListPage } from './pages/product-list.ts';
import { acceptCookies } from './pages/shell.ts';

test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

test('filter, sort and reload keep the same view', async ({ page, consoleErrors }) => {
  const list = new ProductListPage(page);
  await list.goto('/shop/opus');
  const historyBefore = await page.evaluate(() => history.length);

  await test.step('filter by two metals: the URL carries them joined by %', async () => {
    await list.openFilters();
    await expect(list.filterDrawer.getByRole('button', { name: 'Clear all' })).toHaveCount(0);
    await list
      .group('Metal')
      .getByRole('checkbox', { name: /White Gold/ })
      .check();
    await list
      .group('Metal')
      .getByRole('checkbox', { name: /Platinum/ })
      .check();
    await expect(list.filterDrawer.getByRole('button', { name: 'Clear all' })).toBeVisible();
    await list.apply();
    await expect(page).toHaveURL(/[?&]metal=White%20Gold%Platinum(&|$)/);
    await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  });

  await test.step('sort by price, low to high', async () => {
    await list.sortBy('Price: low to high');
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect
      .poll(async () => {
        const prices = await list.prices();
        return prices.length > 1 && prices.every((p, i) => i === 0 || (prices[i - 1] ?? 0) <= p);
      })
      .toBe(true);
  });

  const names = await list.names();
  expect(await page.evaluate(() => history.length)).toBe(historyBefore);

  await test.step('a reload restores the filters, the sort and the products', async () => {
    await page.reload();
    await expect(list.cards().first()).toBeVisible();
    await expect.poll(() => list.names()).toEqual(names);
    await expect(page.getByRole('combobox', { name: /Sort by/ })).toHaveValue('price-asc');
    await list.openFilters();
    await expect(list.group('Metal').getByRole('checkbox', { name: /White Gold/ })).toBeChecked();
    await expect(list.group('Metal').getByRole('checkbox', { name: /Platinum/ })).toBeChecked();
  });

  await test.step('Clear on the group, then Apply, removes the filter from the URL', async () => {
    await list.group('Metal').getByRole('button', { name: 'Clear Metal' }).click();
    await list.apply();
    await expect(page).not.toHaveURL(/metal=/);
    await expect(page).toHaveURL(/sort=price-asc/);
  });
  expect(consoleErrors).toEqual([]);
});

test('a search lists what was asked first: rings for "ring", by relevance, featured as a choice', async ({
  page,
  consoleErrors,
}) => {
  const list = new ProductListPage(page);
  const sort = page.getByRole('combobox', { name: /Sort by/ });
  await list.goto('/search/ring');

  await test.step('relevance is the default, and the first products are rings', async () => {
    await expect(sort).toHaveValue('relevance');
    const names = await list.names();
    expect(names.slice(0, 4).every((name) => /\bRing\b/.test(name))).toBe(true);
  });

  await test.step('featured stays a choice, kept in the URL', async () => {
    await list.sortBy('Featured');
    await expect(page).toHaveURL(/[?&]sort=featured(&|$)/);
    await expect(sort).toHaveValue('featured');
  });
  expect(consoleErrors).toEqual([]);
});

test('an empty result shows the spec text and an Explore button', async ({ page }) => {
  await page.goto('/search/zzqx');
  await expect(
    page.getByText('Could not find results for “zzqx”, explore other products?'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Explore' }).click();
  await expect(page).toHaveURL(/\/shop\/opus$/);
});

test('a category’s first paint sits where the app draws it, in French and EUR, and gives way', async ({
  browser,
  baseURL,
}) => {
  const { hostname } = new URL(baseURL ?? '');
  const cookies = [
    { name: 'selectedLanguage', value: '{"code":"fr"}', domain: hostname, path: '/' },
    { name: 'selectedCurrency', value: '{"code":"EUR"}', domain: hostname, path: '/' },
  ];
  /** Where the title, the first card's image and name, and the filter button are drawn. */
  const layout = (root: string) => (page: Page) =>
    page.evaluate((root) => {
      const box = (selector: string) => {
        const rect = document.querySelector(`${root} ${selector}`)?.getBoundingClientRect();
        return rect && [rect.x, rect.y, rect.width, rect.height].map(Math.round);
      };
      return { title: box('h1'), image: box('article img'), name: box('article h2') };
    }, root);
  for (const width of [390, 1280]) {
    // Without JavaScript the page shows only what the server painted.
    const still = await browser.newContext({ baseURL, javaScriptEnabled: false });
    await still.addCookies(cookies);
    const painted = await still.newPage();
    await painted.setViewportSize({ width, height: 844 });
    await painted.goto('/shop/rings');
    const paint = painted.locator('#first-paint');
    await expect(paint.getByRole('heading', { level: 1, includeHidden: true })).toHaveText(
      'Bagues',
    );
    await expect(paint).toContainText('Filtres');
    await expect(paint.locator('article').first()).toContainText('€');
    const before = await layout('#first-paint')(painted);
    await still.close();

    const live = await browser.newContext({ baseURL });
    await live.addCookies(cookies);
    const page = await live.newPage();
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/shop/rings');
    await expect(page.getByTestId('price').first()).toContainText('€');
    await expect(page.locator('#first-paint')).toHaveCount(0);
    expect(await layout('main')(page)).toEqual(before);
    await live.close();
  }
});

test('a shared link’s language is the page’s, not a filter: the list keeps its products', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/shop/opus?lng=fr');
  const list = page.getByRole('main');
  await expect(list.getByRole('heading', { level: 1 })).toHaveText('Opus');
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(list.locator('article')).toHaveCount(10);
  // In French, with no filter chosen.
  await expect(list.getByRole('button', { name: 'Filtres', exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a visitor’s list and product page are drawn with their content at once, from the page’s answers: no start call', async ({
  page,
  consoleErrors,
}) => {
  // Every placeholder tile the app ever puts in the page, and every call it makes.
  await page.addInitScript(() => {
    const seen = { placeholders: 0 };
    Object.assign(window, { seen });
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (
            node instanceof Element &&
            node.matches('.react-loading-skeleton, :has(.react-loading-skeleton)')
          )
            seen.placeholders += 1;
    }).observe(document, { subtree: true, childList: true });
  });
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/'))
      calls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  const placeholders = () =>
    page.evaluate(
      () => (window as unknown as { seen: { placeholders: number } }).seen.placeholders,
    );

  await page.goto('/shop/opus');
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page.locator('#first-paint')).toHaveCount(0);
  expect(await placeholders()).toBe(0);
  // The server wrote the first screen's answers into the page (decision 0049 §2): the app calls for
  // none of them, and nothing else of the first screen.
  const start = [
    'GET /api/setting/global/all',
    'GET /api/setting/store-customization/seo_setting',
    'GET /api/category/show',
  ];
  // The footer's own calls come once it is built, when the page's end is near.
  const footerCalls = [
    'GET /api/setting/store-customization/socialMedia',
    'GET /api/setting/seller',
  ];
  expect(calls.filter((made) => !footerCalls.includes(made))).toEqual([]);
  await expect(page.locator('#aurelle-answers')).toHaveCount(0);
  // A later page is the app's own call.
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
  await expect
    .poll(() => calls.filter((made) => made.startsWith('POST /api/aurelle/products?')))
    .toEqual(['POST /api/aurelle/products?collection=opus&page=2&limit=10']);
  // Each asked for once at most, whichever page built the footer.
  for (const call of footerCalls)
    expect(calls.filter((made) => made === call).length, call).toBeLessThanOrEqual(1);

  calls.length = 0;
  await page.goto('/product/lumiere-solitaire-ring');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Lumière Solitaire Ring' }),
  ).toBeVisible();
  expect(await placeholders()).toBe(0);
  expect(
    calls.filter((made) =>
      [...start, 'GET /api/aurelle/products/lumiere-solitaire-ring'].includes(made),
    ),
  ).toEqual([]);
  // The page names itself in the document's title (spec §2 Shell).
  await expect(page).toHaveTitle(/Lumière Solitaire Ring/);
  // Its Open Graph tags stay as the server wrote them: the name alone, the picture's full address.
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Lumière Solitaire Ring',
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /^http:\/\/[^/]+\/media\//,
  );
  expect(consoleErrors).toEqual([]);
});

test('a list keeps the title its page opened with, and each list is named as the server names it', async ({
  page,
  consoleErrors,
}) => {
  // Every title the document has had, from the server's on.
  await page.addInitScript(() => {
    const titles: string[] = [];
    Object.assign(window, { titles });
    new MutationObserver(() => {
      if (titles.at(-1) !== document.title) titles.push(document.title);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const titles = () => page.evaluate(() => (window as unknown as { titles: string[] }).titles);

  // A collection (the header's /shop/opus): its name comes with its products.
  await page.goto('/shop/opus');
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveTitle('Opus | Aurelle');
  expect(await titles()).toEqual(['Opus | Aurelle']);

  await page.goto('/shop');
  await expect(page.locator('main article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveTitle('Shop | Aurelle');
  expect(await titles()).toEqual(['Shop | Aurelle']);

  // Within the app: the header's Shop (the collection), then a search.
  await page.getByRole('link', { name: 'Shop', exact: true }).first().click();
  await expect(page).toHaveURL(/\/shop\/opus$/);
  await expect(page).toHaveTitle('Opus | Aurelle');
  await page.goto('/search/ring');
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page).toHaveTitle('Search: ring | Aurelle');
  expect(consoleErrors).toEqual([]);
});
