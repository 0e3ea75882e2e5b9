import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  addProductTheCartTakes,
  call,
  customerWithAddress,
  placeOrderViaApi,
} from './api-customer.ts';
import { expect, test } from './fixtures.ts';
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

// Sign-up, address, cart, order and payment through the API before the browser part: more
// than the default 30 s on a loaded machine.
test.setTimeout(120_000);

test('a card order paid in the sandbox checkout is confirmed and mailed', async ({
  page,
  request,
}) => {
  // Sign-up, address and cart through the real API (demo mode answers the one-time code).
  const { person, token, addressId } = await customerWithAddress(request, 'checkout');
  const productId = await addProductTheCartTakes(request, token);
  const placed = await placeOrderViaApi(request, token, addressId, 'razorpay', person.email);
  const orderId = placed._id;
  const options = await call<{ key: string; amount: number; currency: string; orderId: string }>(
    request,
    'POST',
    '/api/payment/create-order',
    { orderId },
    token,
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
    token,
  );
  expect(verified).toMatchObject({ status: true, data: { paymentStatus: 'paid' } });
  const { order } = await call<{
    order: { status: string; paymentStatus: string; lines: { product_id: string }[] };
  }>(request, 'GET', `/api/order/${orderId}`, undefined, token);
  expect(order).toMatchObject({ status: 'Placed', paymentStatus: 'paid' });
  // The order repeats the cart as the API answered it.
  expect(order.lines.map((line) => line.product_id)).toEqual([productId]);

  // The confirmation e-mail lands in the demo outbox (DATA_DIR/outbox), naming the order.
  await expect
    .poll(
      () =>
        emlFiles().some((name) => {
          const raw = readFileSync(join(outbox(), name), 'utf8');
          return raw.includes(person.email) && raw.includes(placed.orderNumber);
        }),
      { timeout: 10_000 },
    )
    .toBe(true);
});
