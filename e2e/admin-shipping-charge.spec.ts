import type { BrowserContext, Page } from '@playwright/test';
import {
  addProductTheCartTakes,
  call,
  customerWithAddress,
  placeOrderViaApi,
} from './api-customer.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signInOwner } from './pages/admin-sign-in.ts';
import { CartDrawer, money, shot } from './pages/cart-drawer.ts';
import { acceptCookies } from './pages/shell.ts';

// The owner's sign-in may wait for the next two-factor step (30 s), then a checkout.
test.setTimeout(150_000);

/** Sets the shipping charge and the amount it applies below (rupees) in Settings; saved. */
async function setShipping(page: Page, charge: string, freeFrom: string) {
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Shipping charge (₹)' }).fill(charge);
  await page.getByRole('textbox', { name: 'Charged on orders under (₹)' }).fill(freeFrom);
  await page.getByRole('button', { name: 'Save shipping' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved. The shop’s carts follow at once' }),
  ).toBeVisible();
}

async function setPreferences(
  context: BrowserContext,
  baseURL: string,
  lang: string,
  currency: string,
) {
  const { hostname } = new URL(baseURL);
  await context.addCookies([
    { name: 'selectedLanguage', value: `{"code":"${lang}"}`, domain: hostname, path: '/' },
    { name: 'selectedCurrency', value: `{"code":"${currency}"}`, domain: hostname, path: '/' },
  ]);
}

test('the owner sets ₹500 below an amount and the shopper’s cart, checkout and order include it', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  const { token, addressId } = await customerWithAddress(request, 'shipping');
  await addProductTheCartTakes(request, token);
  const before = await call<{ totalCartPrice: number }>(
    request,
    'GET',
    '/api/customer/cart',
    undefined,
    token,
  );
  // An amount above the piece's price: its order is charged shipping.
  const freeFrom = String(Math.ceil(before.totalCartPrice) + 1_000);
  const customerContext = await browser.newContext({ baseURL });
  await acceptCookies(customerContext, baseURL);
  await customerContext.addInitScript((value) => localStorage.setItem('user', value), token);
  const customer = await customerContext.newPage();
  const cart = new CartDrawer(customer);

  await signInOwner(page);
  try {
    await test.step('the owner sets ₹500 on orders under an amount above the piece’s price', async () => {
      await setShipping(page, '500', freeFrom);
      await expectNoAxeViolations(page);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.getByRole('heading', { name: 'Shipping' }).scrollIntoViewIfNeeded();
        await shot(page, `admin-settings-shipping-${width}`);
      }
    });

    await test.step('the cart and the checkout show the charge and the total with it', async () => {
      await customer.goto('/');
      await cart.open();
      await expect(cart.dialog.getByTestId('shipping')).toHaveText(/^₹500(\.00)?$/);
      expect(money(await cart.total('Total').textContent())).toBe(before.totalCartPrice + 500);
      for (const width of [390, 1280]) {
        await customer.setViewportSize({ width, height: 900 });
        await shot(customer, `shop-cart-shipping-en-inr-${width}`);
      }
      await cart.checkout();
      await expect(cart.dialog.getByTestId('shipping')).toHaveText(/^₹500(\.00)?$/);
      expect(money(await cart.orderTotal().textContent())).toBe(before.totalCartPrice + 500);
      for (const width of [390, 1280]) {
        await customer.setViewportSize({ width, height: 900 });
        await shot(customer, `shop-checkout-shipping-en-inr-${width}`);
      }
    });

    await test.step('in French and euros, the same charge converted', async () => {
      await setPreferences(customerContext, baseURL ?? '', 'fr', 'EUR');
      await customer.goto('/');
      await customer
        .locator('header')
        .first()
        .getByRole('button', { name: /^(Panier|Cart)/ })
        .click();
      const dialog = customer.getByRole('dialog');
      await expect(dialog.getByTestId('shipping')).toContainText('€');
      for (const width of [390, 1280]) {
        await customer.setViewportSize({ width, height: 900 });
        await shot(customer, `shop-cart-shipping-fr-eur-${width}`);
      }
      await setPreferences(customerContext, baseURL ?? '', 'en', 'INR');
    });

    await test.step('the placed order’s amount includes the charge', async () => {
      const placed = await placeOrderViaApi(request, token, addressId, 'razorpay');
      const { order } = await call<{ order: { total: number; shippingCost: number } }>(
        request,
        'GET',
        `/api/order/${placed._id}`,
        undefined,
        token,
      );
      expect(order.shippingCost).toBe(500);
      expect(order.total).toBe(before.totalCartPrice + 500);
    });
  } finally {
    // Other specs expect free shipping: the shop is free again whatever happened above.
    await setShipping(page, '0', '50000');
    await customerContext.close();
  }
});
