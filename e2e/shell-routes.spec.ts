import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { brand, newArrivals } from './pages/catalog.ts';
import { acceptCookies, ShellPage } from './pages/shell.ts';

test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

const NOT_FOUND = 'This page has slipped away';

/** Every screen of spec §2 (paths the routes table names), with the h1 it should show. */
async function routeTable(request: Parameters<typeof brand>[0]) {
  const { slug } = await brand(request);
  const [product] = await newArrivals(request);
  return [
    ['/', null],
    ['/shop', 'All jewellery'],
    ['/shop/opus', 'Opus'],
    ['/shop/rings', 'Rings'],
    [`/product/${product?.slug ?? product?._id}`, null],
    ['/search/ring', '“ring”'],
    ['/coming-soon', 'The doors are open'],
    ['/customer-care', 'Customer care'],
    ['/faqs', 'Frequently asked questions'],
    ['/about-us', 'About us'],
    ['/sitemap', 'Sitemap'],
    ['/Blog', 'Journal'],
    ['/blogpage', 'How to choose a solitaire'],
    ['/policies', 'Policies'],
    ['/jewellery-care', 'Jewellery care'],
    ['/size-guide', 'Size guide'],
    ['/certifications', 'Certifications'],
    ['/careers', 'Careers'],
    [`/${slug}-labs`, 'Our co-creation studio'],
    ['/our-story', 'Our story'],
    ['/beyond-brilliance', 'Beyond Brilliance'],
  ] as const;
}

async function expectNoSeriousAxeViolations(page: ShellPage['page']) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('every route of spec §2 renders its screen, without console errors or serious axe violations', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  const shell = new ShellPage(page);
  for (const [path, title] of await routeTable(request)) {
    await test.step(path, async () => {
      const response = await shell.goto(path);
      expect(response?.status()).toBe(200);
      const heading = shell.heading();
      await expect(heading).toBeVisible();
      if (title) await expect(heading).toHaveText(title);
      await expect(heading).not.toHaveText(NOT_FOUND);
      await expectNoSeriousAxeViolations(page);
    });
  }
  expect(consoleErrors).toEqual([]);
});

test('a junk path answers 404 and shows the not-found screen inside the shell', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  const response = await shell.goto('/this/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(shell.heading()).toHaveText(NOT_FOUND);
  await expect(shell.header.getByRole('link', { name: 'Shop' })).toBeVisible();
  await expect(shell.footer).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('a product or category the shop does not have answers 404 with the not-found screen, and the app goes on from there', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  for (const path of ['/shop/no-such-category', '/product/no-such-piece']) {
    await test.step(path, async () => {
      const response = await shell.goto(path);
      expect(response?.status()).toBe(404);
      await expect(shell.heading()).toHaveText(NOT_FOUND);
      await expect(page).toHaveTitle('Page not found');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });
  }
  // The app's own navigation from there is routed as usual.
  await shell.main.getByRole('link', { name: 'Shop the collection' }).click();
  await expect(page).toHaveURL(/\/shop\/opus$/);
  await expect(shell.heading()).toHaveText('Opus');
});

test('/contact renders nothing between header and footer', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.goto('/contact');
  await expect(shell.header).toBeVisible();
  await expect(shell.main).toBeEmpty();
});

test('/coming-soon shows neither header nor footer', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.goto('/coming-soon');
  await expect(shell.heading()).toBeVisible();
  await expect(page.locator('header')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
});

test('/profile and /orders go back home when logged out, and open with a user in local storage', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.goto('/profile');
  await expect(page).toHaveURL(/\/$/);
  await shell.goto('/orders');
  await expect(page).toHaveURL(/\/$/);

  await page.evaluate(() => localStorage.setItem('user', 'a-token'));
  await shell.goto('/orders');
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { name: 'Orders', level: 2 })).toBeVisible();
});

test('/login and /signup open the auth drawer on that tab; Escape closes it', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Your account' });
  await expect(dialog.getByRole('tab', { name: 'Log in' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await shell.goto('/signup');
  await expect(dialog.getByRole('tab', { name: 'Sign up' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expectNoSeriousAxeViolations(page);
});
