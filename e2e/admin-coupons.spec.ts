import type { APIRequestContext } from '@playwright/test';
import {
  apiHeaders,
  call,
  customerWithAddress,
  placeOrderViaApi,
  postOrderViaApi,
  tryAddToCart,
} from './api-customer.ts';
import { addProductsTheCartTakes } from './demo-customer.mjs';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signInOwner } from './pages/admin-sign-in.ts';

/** A demo product the cart takes without an option, under the cash-on-delivery cap. */
async function cashableProductInCart(request: APIRequestContext, token: string) {
  const list = await call<{ products: { _id: string; stock: number; price: number }[] }>(
    request,
    'POST',
    '/api/aurelle/products?page=1&limit=60',
    {},
  );
  const cheapest = list.products
    .filter((p) => p.stock > 2 && p.price < 1_50_000)
    .sort((a, b) => a.price - b.price);
  const [productId] = await addProductsTheCartTakes(cheapest, 1, (id) =>
    tryAddToCart(request, token, id),
  );
  expect(productId, 'a product the cart takes for cash on delivery').toBeDefined();
}

// A sign-in (argon2), a sign-up and two orders on a loaded machine.
test.setTimeout(180_000);

test('the owner creates a coupon once per customer; a customer uses it once and is refused the second time', async ({
  page: owner,
  request,
}) => {
  const code = `ONCE-${String(Date.now()).slice(-6)}`;
  let couponUrl = '';

  await test.step('the owner creates a hidden coupon, ₹500 off, one use per customer', async () => {
    await signInOwner(owner);
    await owner
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Coupons' })
      .first()
      .click();
    await expect(owner.getByRole('heading', { name: 'Coupons', level: 1 })).toBeVisible();
    await owner.getByRole('link', { name: 'New coupon' }).click();
    await owner.getByRole('textbox', { name: 'Code' }).fill(code);
    await owner.getByRole('textbox', { name: 'Title in English' }).fill('Once for you');
    await owner.getByRole('textbox', { name: 'Title in French' }).fill('Une fois pour vous');
    await owner.getByRole('radio', { name: 'Fixed amount' }).check();
    await owner.getByRole('textbox', { name: 'Amount off (₹)' }).fill('500');
    await expect(owner.getByRole('textbox', { name: 'Uses per customer' })).toHaveValue('1');
    await owner.getByRole('radio', { name: /Applied only by customers/ }).check();
    await expectNoAxeViolations(owner);
    await owner.getByRole('button', { name: 'Create coupon' }).click();
    await expect(owner.getByRole('heading', { name: code, level: 1 })).toBeVisible();
    await expect(owner.getByText('Coupon saved.')).toBeVisible();
    couponUrl = owner.url();
  });

  const { token, addressId } = await customerWithAddress(request, 'coupon');
  let firstOrder = '';

  await test.step('a customer orders with it once', async () => {
    await cashableProductInCart(request, token);
    const cart = await call<{ discount: number; coupon: { couponCode: string } | null }>(
      request,
      'GET',
      `/api/customer/cart?couponCode=${code.toLowerCase()}`,
      undefined,
      token,
    );
    expect(cart.coupon?.couponCode).toBe(code);
    expect(cart.discount).toBe(500);
    firstOrder = (await placeOrderViaApi(request, token, addressId, 'POD', '', code)).orderNumber;
  });

  await test.step('the second time, the cart and the order refuse it with a clear message', async () => {
    await cashableProductInCart(request, token);
    const message = 'Sorry! You have already used this coupon as many times as it allows';
    const cart = await request.get(`/api/customer/cart?couponCode=${code}`, {
      headers: { ...apiHeaders, authorization: `Bearer ${token}` },
    });
    expect(cart.status()).toBe(400);
    expect((await cart.json()).message).toBe(message);
    const french = await request.get(`/api/customer/cart?couponCode=${code}`, {
      headers: { ...apiHeaders, 'accept-language': 'fr', authorization: `Bearer ${token}` },
    });
    expect((await french.json()).message).toBe(
      "Désolé ! Vous avez déjà utilisé ce coupon autant de fois qu'il le permet",
    );
    const order = await postOrderViaApi(request, token, addressId, 'POD', '', code);
    expect(order.status()).toBe(400);
    expect((await order.json()).message).toBe(message);
  });

  await test.step('the coupon’s page shows the one use, linked to its order', async () => {
    await owner.goto(couponUrl);
    const uses = owner.getByRole('region', { name: 'Orders with this coupon' });
    await expect(uses.getByRole('link', { name: firstOrder })).toBeVisible();
    await expect(uses.getByRole('row')).toHaveCount(2);
    await expectNoAxeViolations(owner);
  });
});
