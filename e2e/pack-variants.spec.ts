import { call, customerWithAddress, placeOrderViaApi } from './api-customer.ts';
import { expect, test } from './fixtures.ts';
import {
  addRingSizes,
  archiveProduct,
  productIdOf,
  receiveAs,
  startProduct,
} from './pages/admin-products.ts';
import { packFirstLineViaApi } from './pages/admin-orders.ts';
import { signInOwner } from './pages/admin-sign-in.ts';

// A sign-in (argon2), a product with sizes, pieces received, an order placed and packed.
test.setTimeout(180_000);

test('an order for a size-12 ring is packed only with a size-12 HUID; the server refuses a size-10 one', async ({
  page: owner,
  request,
  baseURL,
}) => {
  const n = String(Date.now()).slice(-7);
  const ring = `Vela Sized Ring ${n}`;
  const [twelve, ten] = [`T${n.slice(-5)}`, `N${n.slice(-5)}`];
  let productId = '';

  await test.step('the owner lists a hallmarked ring in sizes 10, 12 and 14', async () => {
    await signInOwner(owner);
    await startProduct(owner, ring, `E2E-V-${n}`, '30000');
    await addRingSizes(owner, ['10', '12', '14']);
    await owner.getByRole('checkbox', { name: /Hallmarked/ }).check();
    await owner.getByRole('radio', { name: 'Active' }).check();
    await owner.getByRole('button', { name: 'Create product' }).click();
    await expect(owner.getByRole('heading', { name: ring, level: 1 })).toBeVisible();
    productId = productIdOf(owner);
  });

  try {
    await test.step('and receives a size-12 piece and a size-10 piece by HUID', async () => {
      await receiveAs(owner, 'Ring size: 12', [twelve]);
      await receiveAs(owner, 'Ring size: 10', [ten]);
    });

    const { token, addressId } = await customerWithAddress(request, 'sized');
    await call(
      request,
      'POST',
      '/api/customer/cart',
      { products: [{ product_id: productId, quantity: 1, variant: [{ optionValue: '12' }] }] },
      token,
    );
    const order = await placeOrderViaApi(request, token, addressId, 'POD');

    await test.step('the pack dialog names the size and offers only the size-12 HUID', async () => {
      await owner.goto(`/admin/orders/${order._id}`);
      await owner.getByRole('button', { name: 'Pack', exact: true }).click();
      const pack = owner.getByRole('dialog', { name: `Pack order ${order.orderNumber}` });
      const line = pack.getByRole('group', { name: new RegExp(ring) });
      await expect(line).toContainText('Ring size: 12');
      await expect(line.getByRole('checkbox')).toHaveCount(1);
      await expect(line.getByRole('checkbox', { name: twelve })).toBeVisible();
      await expect(pack.getByRole('checkbox', { name: ten })).toHaveCount(0);
    });

    await test.step('the server refuses the size-10 HUID for the size-12 line, and packs nothing', async () => {
      const { lineId, status, errors } = await packFirstLineViaApi(owner, baseURL, order._id, [
        ten,
      ]);
      expect(status).toBe(400);
      expect(errors).toEqual({
        [`pieces.${lineId}`]: `HUID ${ten} is Ring size: 10, the line is Ring size: 12`,
      });
    });

    await test.step('packed with the size-12 HUID, the order says so', async () => {
      const pack = owner.getByRole('dialog', { name: `Pack order ${order.orderNumber}` });
      await pack.getByRole('checkbox', { name: twelve }).check();
      await pack.getByRole('button', { name: 'Mark as packed' }).click();
      await expect(pack).toBeHidden();
      await expect(owner.getByRole('button', { name: 'Ship', exact: true })).toBeVisible();
      await expect(owner.getByRole('region', { name: 'Ordered pieces' })).toContainText(twelve);
    });
  } finally {
    await test.step('the ring is archived, so the other specs do not meet it', async () => {
      await archiveProduct(owner, productId);
    });
  }
});
