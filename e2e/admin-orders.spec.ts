import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import {
  addToCartViaApi,
  call,
  customerWithAddress,
  placeOrderViaApi,
  tryAddToCart,
} from './api-customer.ts';
import { addProductsTheCartTakes } from './demo-customer.mjs';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { startProduct } from './pages/admin-products.ts';
import { colleagueJoins, signInOwner } from './pages/admin-sign-in.ts';
import { openSandboxCheckout, paidWith } from './pages/sandbox-checkout.ts';
import { acceptCookies } from './pages/shell.ts';

/** The e2e server's demo mailer writes each e-mail as an `.eml` file under DATA_DIR/outbox. */
function mailTo(to: string, subject: string): string {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let names: string[];
  try {
    names = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return '';
  }
  for (const name of names) {
    const raw = readFileSync(join(outbox, name), 'utf8');
    if (raw.includes(to) && raw.includes(subject)) return raw;
  }
  return '';
}

/** A demo product the cart takes without an option, cheap enough for cash on delivery: its id. */
async function plainProductInCart(request: APIRequestContext, token: string) {
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
  if (!productId) throw new Error('no demo product the cart takes without an option');
  return productId;
}

// Three sign-ins (argon2), a product, four orders and a dozen staff actions on a loaded machine.
test.setTimeout(240_000);

test('an order from card payment to a partial refund, a cash order delivered, a cancellation restocked', async ({
  page: owner,
  browser,
  baseURL,
  request,
}) => {
  const n = String(Date.now()).slice(-7);
  const band = `Aube Wedding Band ${n}`;
  const huids = ['E', 'F', 'G'].map((letter) => `${letter}${n.slice(-5)}`);
  let productId = '';
  let fulfil = owner;
  let manager = owner;

  await test.step('the owner lists a hallmarked band with three pieces and invites two colleagues', async () => {
    await signInOwner(owner);
    await startProduct(owner, band, `E2E-O-${n}`, '52000');
    await owner.getByRole('checkbox', { name: /Hallmarked/ }).check();
    await owner.getByRole('radio', { name: 'Active' }).check();
    await owner.getByRole('button', { name: 'Create product' }).click();
    await expect(owner.getByRole('heading', { name: band, level: 1 })).toBeVisible();
    productId = /\/products\/([0-9a-f-]{36})$/.exec(owner.url())?.[1] ?? '';
    await owner.getByLabel('HUIDs').fill(huids.join('\n'));
    await owner.getByRole('button', { name: 'Receive', exact: true }).click();
    await expect(owner.getByText('3 pieces received.')).toBeVisible();
    fulfil = await colleagueJoins(owner, browser, baseURL, {
      email: `packer-${n}@aurelle.example`,
      name: `Ravi ${n}`,
      role: 'Fulfilment',
    });
    manager = await colleagueJoins(owner, browser, baseURL, {
      email: `manager-${n}@aurelle.example`,
      name: `Meera ${n}`,
      role: 'Manager',
    });
  });

  // The customer: signed up through the API (demo mode answers the code), in a browser of their
  // own.
  const { person, token, addressId } = await customerWithAddress(request, 'orders');
  const customerContext = await browser.newContext({ baseURL });
  await acceptCookies(customerContext, baseURL);
  await customerContext.addInitScript((value) => localStorage.setItem('user', value), token);
  const customerPage = await customerContext.newPage();
  let card = { _id: '', orderNumber: '' };

  await test.step('a customer pays by card in the sandbox; the order appears in the open back office', async () => {
    await fulfil.goto('/admin/orders');
    await expect(fulfil.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    await addToCartViaApi(request, token, productId, 2);
    card = await placeOrderViaApi(request, token, addressId, 'razorpay');
    const options = await call<{ key: string; amount: number; currency: string; orderId: string }>(
      request,
      'POST',
      '/api/payment/create-order',
      { orderId: card._id },
      token,
    );
    await openSandboxCheckout(customerPage, options);
    await customerPage.getByRole('dialog').getByRole('button', { name: /^Pay / }).click();
    await expect(customerPage.getByRole('dialog')).toBeHidden();
    const paid = await paidWith(customerPage);
    await call(
      request,
      'POST',
      '/api/payment/verify-payment',
      { ...paid, orderId: card._id },
      token,
    );
    // No reload: the list asks again by itself.
    await expect(fulfil.getByRole('link', { name: card.orderNumber })).toBeVisible({
      timeout: 25_000,
    });
  });

  await test.step('fulfilment packs it, choosing the hallmarked pieces, and ships it with tracking', async () => {
    await fulfil.getByRole('link', { name: card.orderNumber }).click();
    await expect(fulfil.getByRole('heading', { name: `Order ${card.orderNumber}` })).toBeVisible();
    await expect(fulfil.getByText('₹')).toHaveCount(0);
    await expectNoAxeViolations(fulfil);
    await fulfil.getByRole('button', { name: 'Pack', exact: true }).click();
    const pack = fulfil.getByRole('dialog', { name: `Pack order ${card.orderNumber}` });
    await pack.getByRole('checkbox', { name: huids[0] }).check();
    await pack.getByRole('checkbox', { name: huids[1] }).check();
    await pack.getByRole('button', { name: 'Mark as packed' }).click();
    await expect(pack).toBeHidden();
    await expect(fulfil.getByRole('button', { name: 'Ship', exact: true })).toBeVisible();
    await fulfil.getByRole('button', { name: 'Ship', exact: true }).click();
    const ship = fulfil.getByRole('dialog', { name: `Ship order ${card.orderNumber}` });
    await ship.getByLabel('Carrier').fill('BlueDart');
    await ship.getByLabel('Tracking number').fill(`AWB${n}`);
    await ship.getByLabel('Tracking link (optional)').fill(`https://track.example/AWB${n}`);
    await ship.getByRole('button', { name: 'Mark as shipped' }).click();
    await expect(ship).toBeHidden();
    await expect(fulfil.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
  });

  const cardOnOrders = () =>
    customerPage
      .locator('article, li')
      .filter({ hasText: `Order ${card.orderNumber}` })
      .first();

  await test.step('the customer sees Shipped with its tracking link, and the e-mail', async () => {
    await customerPage.goto('/orders');
    const order = cardOnOrders();
    await expect(order.getByText('Shipped').first()).toBeVisible();
    await expect(order.getByRole('link', { name: /Track your parcel/ })).toHaveAttribute(
      'href',
      `https://track.example/AWB${n}`,
    );
    await expect(order.getByText(`Hallmark HUID ${huids[0]}`)).toBeVisible();
    await expect
      // Background work (the demo's pictures at start, the invoice) runs before it on a busy machine.
      .poll(() => mailTo(person.email, `${card.orderNumber} has shipped`), { timeout: 45_000 })
      .toContain(`AWB${n}`);
    expect(mailTo(person.email, `${card.orderNumber} has shipped`)).toMatch(
      /Content-Type: application\/pdf; name=AUR-\d\d-\d\d-\d{6}\.pdf/,
    );
    // The GST invoice, downloaded with the customer's own token, is a PDF named by its number.
    const saving = customerPage.waitForEvent('download');
    await order.getByRole('button', { name: /^GST invoice AUR\// }).click();
    const invoice = await saving;
    expect(invoice.suggestedFilename()).toMatch(/^AUR-\d\d-\d\d-\d{6}\.pdf$/);
    const bytes = readFileSync((await invoice.path()) ?? '');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  await test.step('delivered; the manager refunds one of the two bands', async () => {
    await fulfil.getByRole('button', { name: 'Mark delivered' }).click();
    const deliver = fulfil.getByRole('dialog', { name: `Order ${card.orderNumber} delivered` });
    await deliver.getByRole('button', { name: 'Mark as delivered' }).click();
    await expect(deliver).toBeHidden();
    await manager.goto(`/admin/orders/${card._id}`);
    await manager.getByRole('button', { name: 'Refund', exact: true }).click();
    const refund = manager.getByRole('dialog', { name: `Refund order ${card.orderNumber}` });
    await refund.getByLabel(`Pieces of ${band}`).fill('1');
    await refund.getByLabel('Reason').fill('One band was returned');
    // The button names what moves and where: the band's share, back to the card it was paid by.
    await refund.getByRole('button', { name: 'Refund ₹52,000.00 to the card' }).click();
    await expect(refund).toBeHidden();
    const refunds = manager.getByRole('region', { name: 'Refunds' });
    await expect(refunds.getByText('Processed')).toBeVisible();
    await expect(refunds.getByText('₹52,000.00')).toBeVisible();
    const documents = manager.getByRole('list', { name: 'Tax documents' });
    await expect(documents.getByRole('link', { name: /^GST invoice/ })).toBeVisible();
    await expect(
      documents.getByRole('link', { name: /^Credit note AUR\/\d\d-\d\d\/C/ }),
    ).toBeVisible();
  });

  await test.step('the customer sees the refund and gets its e-mail', async () => {
    await customerPage.reload();
    const order = cardOnOrders();
    await expect(order.getByText('Delivered').first()).toBeVisible();
    await expect(order.getByText('₹52,000.00').first()).toBeVisible();
    await expect(order.getByText('Refunded').first()).toBeVisible();
    await expect(order.getByRole('button', { name: /^Credit note AUR\// })).toBeVisible();
    await expect
      .poll(() => mailTo(person.email, `A refund for your order ${card.orderNumber}`), {
        timeout: 15_000,
      })
      .not.toBe('');
  });

  await test.step('a cash order: fulfilment sees what to collect, records ₹500 less with a reason; it is owed', async () => {
    await plainProductInCart(request, token);
    const cash = await placeOrderViaApi(request, token, addressId, 'POD');
    const { order } = await call<{ order: { total: number } }>(
      request,
      'GET',
      `/api/order/${cash._id}`,
      undefined,
      token,
    );
    const rupees = (amount: number) =>
      `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(amount)}`;
    await fulfil.goto(`/admin/orders/${cash._id}`);
    // The amount to collect is the one price fulfilment sees.
    const toCollect = fulfil.locator('section').filter({ hasText: 'Cash on delivery' });
    await expect(toCollect.getByText(rupees(order.total))).toBeVisible();
    await expect(
      fulfil.getByText(`Cash on delivery: collect ${rupees(order.total)}`),
    ).toBeVisible();
    const prices = await fulfil.getByText(/₹/).allTextContents();
    expect(new Set(prices.flatMap((text) => text.match(/₹[\d,.]+/g) ?? []))).toEqual(
      new Set([rupees(order.total)]),
    );
    await fulfil.getByRole('button', { name: 'Pack', exact: true }).click();
    await fulfil.getByRole('button', { name: 'Mark as packed' }).click();
    await fulfil.getByRole('button', { name: 'Ship', exact: true }).click();
    await fulfil.getByLabel('Carrier').fill('Delhivery');
    await fulfil.getByLabel('Tracking number').fill(`DL${n}`);
    await fulfil.getByRole('button', { name: 'Mark as shipped' }).click();
    await fulfil.getByRole('button', { name: 'Mark delivered' }).click();
    const deliver = fulfil.getByRole('dialog', { name: `Order ${cash.orderNumber} delivered` });
    await expect(deliver.getByText(`the courier collects ${rupees(order.total)}`)).toBeVisible();
    const collected = deliver.getByLabel('Cash collected (₹)');
    await collected.fill(String(order.total + 1));
    await deliver.getByRole('button', { name: 'Mark as delivered' }).click();
    await expect(deliver.getByText(/can be collected$/)).toBeVisible();
    await collected.fill(String(order.total - 500));
    await deliver.getByRole('button', { name: 'Mark as delivered' }).click();
    await expect(deliver.getByText(/was not collected in full$/)).toBeVisible();
    await deliver.getByLabel('Why was less collected?').fill('The customer pays ₹500 by UPI');
    await deliver.getByRole('button', { name: 'Mark as delivered' }).click();
    await expect(deliver).toBeHidden();
    await expect(fulfil.getByRole('button', { name: 'Mark delivered' })).toHaveCount(0);
    await expect(fulfil.getByText('₹500.00 due').first()).toBeVisible();

    await manager.goto(`/admin/orders/${cash._id}`);
    await expect(manager.getByText('Cash collected', { exact: true })).toBeVisible();
    await expect(manager.getByText('Balance due', { exact: true })).toBeVisible();
    await expect(
      manager.getByText(/^Delivered; ₹[\d,.]+ collected in cash: The customer pays ₹500 by UPI$/),
    ).toBeVisible();
    // The refund of a cash order is paid out by hand, and says so.
    await manager.getByRole('button', { name: 'Refund', exact: true }).click();
    const refund = manager.getByRole('dialog', { name: `Refund order ${cash.orderNumber}` });
    await refund.getByRole('radio', { name: 'An amount' }).check();
    await refund.getByLabel('Amount (₹)').fill('100');
    await expect(refund.getByRole('button', { name: 'Refund ₹100.00 in cash' })).toBeVisible();
    await refund.getByRole('button', { name: 'Cancel' }).click();
    await manager.goto('/admin/orders?payment=balance_due');
    await expect(
      manager.getByRole('row').filter({ hasText: cash.orderNumber }).getByText('₹500.00 due'),
    ).toBeVisible();
  });

  await test.step('an unshipped order cancelled puts its stock back in the ledger', async () => {
    const plain = await plainProductInCart(request, token);
    const placed = await placeOrderViaApi(request, token, addressId, 'POD');
    await manager.goto(`/admin/orders/${placed._id}`);
    await manager.getByRole('button', { name: 'Cancel order' }).click();
    const cancel = manager.getByRole('dialog', { name: `Cancel order ${placed.orderNumber}?` });
    await cancel.getByLabel('Reason').fill('The customer changed their mind');
    await cancel.getByRole('button', { name: 'Cancel the order' }).click();
    await expect(cancel).toBeHidden();
    await expect(manager.getByText('Reason: The customer changed their mind')).toBeVisible();
    await manager.goto(`/admin/stock/${plain}`);
    await expect(
      manager.getByRole('row', { name: new RegExp(`Order cancelled.*${placed.orderNumber}`) }),
    ).toBeVisible();
  });

  await test.step('the band is archived, leaving the shop as it was for the other specs', async () => {
    await owner.goto(`/admin/products/${productId}`);
    await owner.getByRole('radio', { name: 'Archived' }).check();
    await owner.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(owner.getByText('Saved.')).toBeVisible();
  });

  await customerContext.close();
  await fulfil.context().close();
  await manager.context().close();
});
