import { call, customerWithAddress, placeOrderViaApi } from './api-customer.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { archiveProduct, startProduct } from './pages/admin-products.ts';
import { signInOwner } from './pages/admin-sign-in.ts';

// A sign-in (argon2), a product with a piece, an order placed and packed, on a loaded machine.
test.setTimeout(180_000);

test('the audit log speaks rupees with order links; one search finds an order by phone and by HUID', async ({
  page: owner,
  request,
}) => {
  const n = String(Date.now()).slice(-7);
  const band = `Owner Words Band ${n}`;
  const huid = `W${n.slice(-5)}`;
  let productId = '';

  await test.step('the owner lists a hallmarked band at ₹30,000 with one piece', async () => {
    await signInOwner(owner);
    await startProduct(owner, band, `E2E-W-${n}`, '30000');
    await owner.getByRole('checkbox', { name: /Hallmarked/ }).check();
    await owner.getByRole('radio', { name: 'Active' }).check();
    await owner.getByRole('button', { name: 'Create product' }).click();
    await expect(owner.getByRole('heading', { name: band, level: 1 })).toBeVisible();
    productId = /\/products\/([0-9a-f-]{36})$/.exec(owner.url())?.[1] ?? '';
    await owner.getByLabel('HUIDs').fill(huid);
    await owner.getByRole('button', { name: 'Receive', exact: true }).click();
    await expect(owner.getByText('1 piece received.')).toBeVisible();
  });

  try {
    const { person, token, addressId } = await customerWithAddress(request, 'words');
    await call(
      request,
      'POST',
      '/api/customer/cart',
      { products: [{ product_id: productId, quantity: 1 }] },
      token,
    );
    const order = await placeOrderViaApi(request, token, addressId, 'POD');

    await test.step('the owner packs it with the HUID and raises the price to ₹31,000', async () => {
      await owner.goto(`/admin/orders/${order._id}`);
      await owner.getByRole('button', { name: 'Pack', exact: true }).click();
      const pack = owner.getByRole('dialog', { name: `Pack order ${order.orderNumber}` });
      await pack.getByRole('checkbox', { name: huid }).check();
      await pack.getByRole('button', { name: 'Mark as packed' }).click();
      await expect(pack).toBeHidden();
      await owner.goto(`/admin/products/${productId}`);
      await owner.getByLabel('Price (₹)').fill('31000');
      await owner.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(owner.getByText('Saved.')).toBeVisible();
    });

    await test.step('the audit log says it in rupees, with the order by its number and customer', async () => {
      await owner.goto('/admin/audit');
      const table = owner.getByRole('region', { name: 'Audit log entries' });
      const priced = table
        .getByRole('row')
        .filter({ hasText: 'Changed a product' })
        .filter({ hasText: band })
        .first();
      await expect(priced).toContainText('price: ₹30,000.00 → ₹31,000.00');
      const packed = table.getByRole('row').filter({ hasText: 'Packed an order' }).first();
      await expect(packed).toContainText(`for ${person.name}`);
      await expectNoAxeViolations(owner);
      await packed.getByRole('link', { name: order.orderNumber }).click();
      await expect(
        owner.getByRole('heading', { name: new RegExp(order.orderNumber) }),
      ).toBeVisible();
    });

    await test.step("the top bar's search finds the order by the customer's phone and by the HUID", async () => {
      const box = owner.getByRole('searchbox', { name: 'Find an order, customer or product' });
      await box.fill(`+91 ${person.phone}`);
      await box.press('Enter');
      const orders = owner.getByRole('region', { name: 'Orders' });
      await expect(orders.getByRole('link', { name: order.orderNumber })).toBeVisible();
      await expectNoAxeViolations(owner);
      await box.fill(huid.toLowerCase());
      await box.press('Enter');
      await expect(orders.getByRole('link', { name: order.orderNumber })).toBeVisible();
      await expect(orders).toContainText('by a piece’s HUID');
      await expect(
        owner.getByRole('region', { name: 'Products' }).getByRole('link', { name: band }),
      ).toBeVisible();
    });

    await test.step('a search too long is answered with a sentence', async () => {
      await owner.goto(`/admin/search?q=${'x'.repeat(101)}`);
      await expect(owner.getByText('Search is at most 100 characters')).toBeVisible();
    });
  } finally {
    await archiveProduct(owner, productId);
  }
});
