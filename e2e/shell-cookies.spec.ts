import { expect, test } from './fixtures.ts';
import { daysUntil, ShellPage } from './pages/shell.ts';

const NOTICE = 'We use cookies to enhance your experience and offer personalized content.';

test('the cookie notice accepts with Understood: cookieConsent=true for 30 days', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.goto('/');
  await expect(shell.cookieNotice).toContainText(NOTICE);
  await shell.cookieNotice.getByRole('button', { name: 'Understood' }).click();
  await expect(shell.cookieNotice).toBeHidden();
  const consent = await shell.cookie('cookieConsent');
  expect(consent?.value).toBe('true');
  expect(consent?.path).toBe('/');
  expect(daysUntil(consent?.expires ?? 0)).toBe(30);

  await shell.goto('/about-us');
  await expect(shell.cookieNotice).toHaveCount(0);
});

test('the cookie notice denies with its close button: cookieConsent=false for 1 day', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.goto('/about-us');
  await shell.cookieNotice.getByRole('button', { name: 'Close and decline cookies' }).click();
  await expect(shell.cookieNotice).toBeHidden();
  const consent = await shell.cookie('cookieConsent');
  expect(consent?.value).toBe('false');
  expect(daysUntil(consent?.expires ?? 0)).toBe(1);
  await page.reload();
  await expect(shell.cookieNotice).toHaveCount(0);
});

test('a visitor_id cookie is created for 30 days on path / and kept', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.goto('/');
  const visitor = await shell.cookie('visitor_id');
  expect(visitor?.value).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  expect(visitor?.path).toBe('/');
  expect(daysUntil(visitor?.expires ?? 0)).toBe(30);
  await shell.goto('/about-us');
  expect((await shell.cookie('visitor_id'))?.value).toBe(visitor?.value);
});
