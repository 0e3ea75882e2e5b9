import { extractText, getDocumentProxy } from 'unpdf';
import {
  addToCartViaApi,
  apiHeaders,
  customerWithAddress,
  placeOrderViaApi,
} from './api-customer.ts';
import { expect, test } from './fixtures.ts';
import { choose, startProduct } from './pages/admin-products.ts';
import { signInOwner } from './pages/admin-sign-in.ts';

// A sign-in (argon2), a product, an order packed and shipped, and a PDF read on a loaded machine.
test.setTimeout(180_000);

test('the invoice of a hallmarked ring priced by 18K gold shows its net weight, purity and hallmarking charge', async ({
  page: owner,
  request,
}) => {
  const n = String(Date.now()).slice(-7);
  const ring = `Aube Hallmarked Ring ${n}`;
  const huid = `J${n.slice(-5)}`;
  const charge = owner.getByRole('textbox', { name: 'Hallmarking charge per piece (₹)' });
  let productId = '';

  await test.step('the owner sets the hallmarking charge to ₹50 a piece', async () => {
    await signInOwner(owner);
    await owner.goto('/admin/settings');
    await expect(charge).toHaveValue('45');
    await charge.fill('50');
    await owner.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(owner.getByText('Saved.')).toBeVisible();
  });

  try {
    await test.step('and lists a hallmarked ring of 3.25 g of 18K gold, with one piece', async () => {
      await startProduct(owner, ring, `E2E-J-${n}`, '20000');
      await owner.getByRole('radio', { name: 'By the day’s metal rate' }).check();
      await choose(owner, 'Metal and purity', '18K gold');
      await owner.getByLabel('Net metal weight (g)').fill('3.25');
      await owner.getByLabel('Making charge (%)').fill('12');
      await owner.getByRole('checkbox', { name: /Hallmarked/ }).check();
      await owner.getByRole('radio', { name: 'Active' }).check();
      await owner.getByRole('button', { name: 'Create product' }).click();
      await expect(owner.getByRole('heading', { name: ring, level: 1 })).toBeVisible();
      productId = /\/products\/([0-9a-f-]{36})$/.exec(owner.url())?.[1] ?? '';
      await owner.getByLabel('HUIDs').fill(huid);
      await owner.getByRole('button', { name: 'Receive', exact: true }).click();
      await expect(owner.getByText('1 piece received.')).toBeVisible();
    });

    const { token, addressId } = await customerWithAddress(request, 'bill');
    await addToCartViaApi(request, token, productId, 1);
    const order = await placeOrderViaApi(request, token, addressId, 'POD');

    await test.step('the order is packed with the ring’s HUID and shipped in the back office', async () => {
      await owner.goto(`/admin/orders/${order._id}`);
      await owner.getByRole('button', { name: 'Pack', exact: true }).click();
      const pack = owner.getByRole('dialog', { name: `Pack order ${order.orderNumber}` });
      await pack.getByRole('checkbox', { name: huid }).check();
      await pack.getByRole('button', { name: 'Mark as packed' }).click();
      await expect(pack).toBeHidden();
      await owner.getByRole('button', { name: 'Ship', exact: true }).click();
      const ship = owner.getByRole('dialog', { name: `Ship order ${order.orderNumber}` });
      await ship.getByLabel('Carrier').fill('BlueDart');
      await ship.getByLabel('Tracking number').fill(`AWB${n}`);
      await ship.getByRole('button', { name: 'Mark as shipped' }).click();
      await expect(ship).toBeHidden();
      await expect(owner.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
    });

    await test.step('the customer’s invoice shows the net weight, the purity and the charge', async () => {
      const res = await request.get(`/api/order/${order._id}/invoice`, {
        headers: { ...apiHeaders, authorization: `Bearer ${token}` },
      });
      expect(res.status()).toBe(200);
      const pdf = await getDocumentProxy(new Uint8Array(await res.body()));
      const { text } = await extractText(pdf, { mergePages: true });
      expect(text).toContain('TAX INVOICE');
      expect(text).toContain(`HUID ${huid}`);
      expect(text).toContain('Net weight 3.250 g');
      expect(text).toContain('Purity 18 KT / 750');
      expect(text).toContain('Hallmarking charges ₹50.00 × 1 pc = ₹50.00, included in the value');
    });
  } finally {
    await test.step('the charge and the shop are left as they were for the other specs', async () => {
      await owner.goto('/admin/settings');
      await charge.fill('45');
      await owner.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(owner.getByText('Saved.')).toBeVisible();
      if (productId) {
        await owner.goto(`/admin/products/${productId}`);
        await owner.getByRole('radio', { name: 'Archived' }).check();
        await owner.getByRole('button', { name: 'Save', exact: true }).click();
        await expect(owner.getByText('Saved.')).toBeVisible();
      }
    });
  }
});
