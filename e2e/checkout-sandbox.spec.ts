import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { addAddressViaApi } from './api-customer.ts';
import { DEMO_API_KEY, expect, test } from './fixtures.ts';
import { openSandboxCheckout, paidWith } from './pages/sandbox-checkout.ts';

/** The e2e server's DATA_DIR (playwright.config.ts): the demo mailer writes `.eml` files there. */
const outbox = () => join(process.env.E2E_DATA_DIR ?? '', 'outbox');
const emlFiles = () => {
  try {
    return readdirSync(outbox()).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
};

const headers = { 'x-api-key': DEMO_API_KEY, 'accept-language': 'en', 'x-currency': 'INR' };

async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  url: string,
  data?: object,
  authorization?: string,
): Promise<T> {
  const res = await request.fetch(url, {
    method,
    headers: { ...headers, ...(authorization ? { authorization } : {}) },
    ...(data ? { data } : {}),
  });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

// Sign-up, address, cart, order and payment through the API before the browser part: more
// than the default 30 s on a loaded machine.
test.setTimeout(120_000);

test('a card order paid in the sandbox checkout is confirmed and mailed', async ({
  page,
  request,
}) => {
  // Sign up through the real API: demo mode answers the one-time code.
  const n = String(Date.now()).slice(-8);
  const person = {
    name: 'Asha Rao',
    email: `e2e-checkout-${n}@example.com`,
    phone: `98${n}`,
    countryCode: '91',
  };
  const { otp } = await call<{ otp: string }>(request, 'POST', '/api/customer/generateOTP', {
    event: 'signup',
    ...person,
  });
  const { token } = await call<{ token: string }>(request, 'POST', '/api/customer/register', {
    ...person,
    otp,
  });
  const authorization = `Bearer ${token}`;

  const addressId = await addAddressViaApi(request, token);

  // One product in stock that the cart takes without a variant choice.
  const list = await call<{ products: { _id: string; stock: number }[] }>(
    request,
    'POST',
    '/api/aurelle/products?page=1&limit=60',
    {},
  );
  let productId = '';
  for (const candidate of list.products.filter((p) => p.stock > 0)) {
    const res = await request.post('/api/customer/cart', {
      headers: { ...headers, authorization },
      data: { products: [{ product_id: candidate._id, quantity: 1, variant: [] }] },
    });
    if (res.ok()) {
      productId = candidate._id;
      break;
    }
  }
  expect(productId, 'a product the cart takes').not.toBe('');

  // The order repeats the cart as the API answers it (the variants the cart chose included).
  const cart = await call<{
    cart: { product_id: string; quantity: number; variant: { optionValue: string }[] }[];
  }>(request, 'GET', '/api/customer/cart', undefined, authorization);
  const lines = cart.cart.map((line) => ({
    product_id: line.product_id,
    quantity: line.quantity,
    variants: line.variant.map((v) => ({ optionValue: v.optionValue })),
    orderStatus: 'Pending',
  }));
  expect(lines.map((l) => l.product_id)).toEqual([productId]);

  const address = {
    _id: addressId,
    name: 'Asha Rao',
    address1: '12 MG Road',
    county: 'India',
    city: 'Bengaluru',
    state: 'Karnataka',
    zipCode: '560001',
    label: 'Home',
    phone: '9876543210',
  };
  const who = { name: 'Asha Rao', email: person.email, contact: '9876543210', address };
  const placed = await call<{ data: { _id: string; orderNumber: string } }>(
    request,
    'POST',
    '/api/order/add',
    {
      billing_info: who,
      user_info: who,
      cart: lines,
      shippingOption: 'aurelle',
      couponCode: '',
      paymentMethod: 'razorpay',
      status: 'Placed',
      shippingCost: 0,
      customerId: '',
      checkoutType: 'customer',
    },
    authorization,
  );
  const orderId = placed.data._id;
  const options = await call<{ key: string; amount: number; currency: string; orderId: string }>(
    request,
    'POST',
    '/api/payment/create-order',
    { orderId },
    authorization,
  );
  // The shop's page loads the sandbox checkout.js and opens it as it would open Razorpay's.
  await openSandboxCheckout(page, options);

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName(/Aurelle/);
  // The page behind the modal dialog is hidden from assistive technology and the keyboard.
  await expect(page.locator('body > #root')).toHaveAttribute('inert', '');
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await dialog.getByRole('button', { name: /^Pay / }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('body > #root')).not.toHaveAttribute('inert', '');
  const paid = await paidWith(page);
  expect(Object.keys(paid ?? {}).sort()).toEqual([
    'razorpay_order_id',
    'razorpay_payment_id',
    'razorpay_signature',
  ]);
  expect(paid?.razorpay_order_id).toBe(options.orderId);

  const verified = await call<{ status: boolean; data: { paymentStatus: string } }>(
    request,
    'POST',
    '/api/payment/verify-payment',
    { ...paid, orderId },
    authorization,
  );
  expect(verified).toMatchObject({ status: true, data: { paymentStatus: 'paid' } });
  const { order } = await call<{ order: { status: string; paymentStatus: string } }>(
    request,
    'GET',
    `/api/order/${orderId}`,
    undefined,
    authorization,
  );
  expect(order).toMatchObject({ status: 'Placed', paymentStatus: 'paid' });

  // The confirmation e-mail lands in the demo outbox (DATA_DIR/outbox), naming the order.
  await expect
    .poll(
      () =>
        emlFiles().some((name) => {
          const raw = readFileSync(join(outbox(), name), 'utf8');
          return raw.includes(person.email) && raw.includes(placed.data.orderNumber);
        }),
      { timeout: 10_000 },
    )
    .toBe(true);
});
