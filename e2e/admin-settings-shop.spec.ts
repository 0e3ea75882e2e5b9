import type { Page } from '@playwright/test';
import { addProductTheCartTakes, customerWithAddress } from './api-customer.ts';
import { expectNoAxeViolations } from './axe.ts';
import { DEMO_API_KEY, expect, test } from './fixtures.ts';
import { signInOwner } from './pages/admin-sign-in.ts';
import { CartDrawer, shot } from './pages/cart-drawer.ts';
import { acceptCookies } from './pages/shell.ts';

// The owner's sign-in may wait for the next two-factor step (30 s), then a checkout.
test.setTimeout(120_000);

/** The owner's Settings screen, its cash on delivery section. */
async function openCashSettings(page: Page) {
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  return page.getByRole('checkbox', { name: 'Offer cash on delivery' });
}

/** Ticks or unticks "Offer cash on delivery" and saves; the saved notice. */
async function offerCash(page: Page, offered: boolean) {
  const checkbox = await openCashSettings(page);
  await checkbox.setChecked(offered);
  await page.getByRole('button', { name: 'Save cash on delivery' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved. The shop follows at once.' }),
  ).toBeVisible();
  await expect(checkbox).toBeChecked({ checked: offered });
}

test('the owner turns cash on delivery off and the shop’s payment step no longer offers it', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  const { token } = await customerWithAddress(request, 'cash-off');
  await addProductTheCartTakes(request, token);
  const customerContext = await browser.newContext({ baseURL });
  await acceptCookies(customerContext, baseURL);
  await customerContext.addInitScript((value) => localStorage.setItem('user', value), token);
  const customer = await customerContext.newPage();
  const cart = new CartDrawer(customer);
  const toPayment = async () => {
    await customer.goto('/');
    await cart.open();
    await cart.checkout();
    await cart.proceed();
  };
  const shopSettings = async () => {
    const res = await request.get('/api/setting/global/all', {
      headers: { 'x-api-key': DEMO_API_KEY },
    });
    return ((await res.json()) as { data: { pod_status: boolean } }).data;
  };

  await signInOwner(page);
  try {
    await test.step('while cash on delivery is on, the payment step offers it', async () => {
      await expect(await openCashSettings(page)).toBeChecked();
      await toPayment();
      await expect(cart.cash()).toHaveCount(1);
    });

    await test.step('the owner turns it off in Settings', async () => {
      await offerCash(page, false);
      await expectNoAxeViolations(page);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await shot(page, `admin-settings-cash-${width}`);
        for (const section of ['Shop pages', 'Social links']) {
          await page.getByRole('heading', { name: section }).scrollIntoViewIfNeeded();
          await shot(page, `admin-settings-${section.replace(' ', '-').toLowerCase()}-${width}`);
        }
      }
      expect((await shopSettings()).pod_status).toBe(false);
    });

    await test.step('the shop’s payment step offers card payment only', async () => {
      await toPayment();
      await expect(cart.card()).toBeChecked();
      await expect(cart.cash()).toHaveCount(0);
    });
  } finally {
    // Other specs pay cash on delivery: the shop offers it again whatever happened above.
    await offerCash(page, true);
    expect((await shopSettings()).pod_status).toBe(true);
    await customerContext.close();
  }
});
