import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { brand } from './pages/catalog.ts';
import { acceptCookies, ShellPage } from './pages/shell.ts';

test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the mobile sidebar lists the spec entries, traps focus, locks scrolling and navigates', async ({
  page,
  request,
}) => {
  const { name } = await brand(request);
  const shell = new ShellPage(page);
  await shell.goto('/about-us');
  await expect(shell.header.getByRole('link', { name: 'Shop' })).toBeHidden();

  const sidebar = await shell.openMenu();
  await test.step('entries of spec §2', async () => {
    await expect(sidebar.getByRole('link')).toHaveText([
      'Home',
      'Shop',
      `The ${name} Story`,
      `${name} Labs: Our Co-Creation Studio`,
      'Jewellery Care',
      'Login',
    ]);
    await expect(sidebar.getByRole('heading', { name: 'Select currency' })).toBeVisible();
    await expect(sidebar.getByRole('combobox', { name: 'Currency' })).toHaveValue('INR');
    await expect(sidebar.getByRole('button', { name: 'Français' })).toBeVisible();
  });

  await test.step('a modal dialog: focus inside, body locked, no serious axe violations', async () => {
    await expect(sidebar.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
    expect(await sidebar.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  await test.step('Escape closes it and unlocks scrolling', async () => {
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });

  await test.step('a link navigates and closes the menu', async () => {
    const again = await shell.openMenu();
    await again.getByRole('link', { name: 'Jewellery Care' }).click();
    await expect(again).toBeHidden();
    await expect(page).toHaveURL(/\/jewellery-care$/);
    await expect(shell.heading()).toHaveText('Jewellery care');
  });

  await test.step('the currency chosen in the sidebar applies after the reload', async () => {
    const menu = await shell.openMenu();
    await shell.chooseCurrency('AED', menu);
    const reopened = await shell.openMenu();
    await expect(reopened.getByRole('combobox', { name: 'Currency' })).toHaveValue('AED');
  });

  await test.step('Login opens the auth drawer on the login tab', async () => {
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Login' }).click();
    const auth = page.getByRole('dialog', { name: 'Your account' });
    await expect(auth.getByRole('tab', { name: 'Log in' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

test('home on a phone: no horizontal overflow, and the header hides on scroll down', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.goto('/');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.evaluate(() => window.scrollBy(0, 600));
  await expect(shell.header).toHaveAttribute('data-hidden', 'true');
  await page.evaluate(() => window.scrollBy(0, -200));
  await expect(shell.header).toHaveAttribute('data-hidden', 'false');
});
