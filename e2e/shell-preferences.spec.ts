import { expect, test } from './fixtures.ts';
import { newArrivals } from './pages/catalog.ts';
import { acceptCookies, ShellPage } from './pages/shell.ts';

test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

test('switching to French translates the shell and the catalog, and is remembered', async ({
  page,
  consoleErrors,
}) => {
  const shell = new ShellPage(page);
  await shell.goto('/');
  await expect(shell.header.getByRole('link', { name: 'Shop' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Rings/ })).toBeVisible();

  await test.step('choose Français in the footer', async () => {
    await shell.chooseLanguage('Français');
    await expect(shell.header.getByRole('link', { name: 'Boutique' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // Catalogue text comes from the API in the chosen language.
    await expect(page.getByRole('link', { name: /^Bagues/ })).toBeVisible();
    expect(decodeURIComponent((await shell.cookie('selectedLanguage'))?.value ?? '')).toBe(
      '{"code":"fr"}',
    );
  });

  await test.step('the choice survives a reload and a new page', async () => {
    await shell.goto('/about-us');
    await expect(shell.heading()).toHaveText('À propos');
    const footer = await shell.showFooter();
    await expect(footer.getByRole('button', { name: 'Français' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  await test.step('back to English', async () => {
    await shell.chooseLanguage('English');
    await expect(shell.heading()).toHaveText('About us');
  });
  expect(consoleErrors).toEqual([]);
});

test('switching currency saves it, reloads, and every price follows', async ({ page, request }) => {
  const shell = new ShellPage(page);
  const [inInr] = await newArrivals(request, 'INR');
  const [inEur] = await newArrivals(request, 'EUR');
  expect(inInr && inEur).toBeTruthy();

  await shell.goto('/');
  const firstPrice = page.getByTestId('price').first();
  await expect(firstPrice).toHaveText(inInr?.prices_formatted.price ?? '');
  await expect(firstPrice).toContainText('₹');

  await test.step('choose EUR in the currency bar at the top of home', async () => {
    await shell.chooseCurrency('EUR', shell.header);
    await expect(firstPrice).toHaveText(inEur?.prices_formatted.price ?? '');
    await expect(firstPrice).toContainText('€');
    const cookie = await shell.cookie('selectedCurrency');
    expect(decodeURIComponent(cookie?.value ?? '')).toBe('{"code":"EUR","symbol":"€"}');
  });

  await test.step('other screens show euros too', async () => {
    await shell.goto('/shop/opus');
    await expect(page.getByTestId('price').first()).toContainText('€');
  });

  await test.step('choose USD in the footer', async () => {
    await shell.chooseCurrency('USD');
    await expect(page.getByTestId('price').first()).toContainText('$');
  });
});
