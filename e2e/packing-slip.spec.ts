import { call, customerWithAddress, placeOrderViaApi, shopProducts } from './api-customer.ts';
import { expect, test } from './fixtures.ts';
import { signInOwner } from './pages/admin-sign-in.ts';
import { MONEY, pdfOf } from './pages/pdf.ts';

// A sign-in (argon2), a card order paid in the sandbox and two PDFs drawn on a loaded machine.
test.setTimeout(120_000);

test('the owner prints the packing slip of a ring ordered in a size: pieces, options and address, no price', async ({
  page: owner,
  request,
}) => {
  let order = { _id: '', orderNumber: '' };
  let ring = { name: '', size: '' };

  await test.step('a customer orders a ring in a size of her choice and pays by card', async () => {
    const { token, addressId } = await customerWithAddress(request, 'slip');
    const rings = (await shopProducts(request)).filter(
      (p) => p.stock > 0 && p.variants.some((v) => v.code === 'ring_size'),
    );
    const product = rings[0];
    if (!product) throw new Error('the demo shop has a ring in stock with sizes');
    const sizes = product.variants.find((v) => v.code === 'ring_size')?.values ?? [];
    const size = sizes[1] ?? sizes[0];
    if (!size) throw new Error('the ring has sizes');
    ring = { name: product.name, size: size.optionValue };
    await call(
      request,
      'POST',
      '/api/customer/cart',
      {
        products: [
          { product_id: product._id, quantity: 1, variant: [{ optionValue: size.optionValue }] },
        ],
      },
      token,
    );
    order = await placeOrderViaApi(request, token, addressId, 'razorpay');
    const { orderId } = await call<{ orderId: string }>(
      request,
      'POST',
      '/api/payment/create-order',
      { orderId: order._id },
      token,
    );
    const paid = await call<Record<string, string>>(request, 'POST', '/api/payment/sandbox/pay', {
      razorpay_order_id: orderId,
      outcome: 'paid',
    });
    await call(
      request,
      'POST',
      '/api/payment/verify-payment',
      { ...paid, orderId: order._id },
      token,
    );
  });

  await test.step('the owner opens the order and downloads its packing slip: no price on it', async () => {
    await signInOwner(owner);
    await owner.goto(`/admin/orders/${order._id}`);
    await expect(owner.getByRole('heading', { name: `Order ${order.orderNumber}` })).toBeVisible();
    // The order page names the piece's size by its option, as the slip does.
    await expect(owner.getByRole('region', { name: 'Ordered pieces' })).toContainText(
      `Ring size: ${ring.size}`,
    );
    const saving = owner.waitForEvent('download');
    await owner.getByRole('button', { name: 'Packing slip', exact: true }).click();
    const slip = await saving;
    expect(slip.suggestedFilename()).toBe(`packing-slip-${order.orderNumber}.pdf`);
    const { text, pages } = await pdfOf(slip);
    expect(pages).toBe(1);
    for (const field of [
      'PACKING SLIP',
      order.orderNumber,
      ring.name,
      `Ring size: ${ring.size}`,
      'Asha Rao',
      '12 MG Road',
      'Bengaluru 560001',
      'Phone 9876543210',
      'Prepaid: nothing to collect at the door.',
    ])
      expect(text).toContain(field);
    expect(text).not.toMatch(MONEY);
  });

  await test.step('the orders list prints every order waiting to be packed, this one among them', async () => {
    await owner.goto('/admin/orders');
    const saving = owner.waitForEvent('download');
    await owner.getByRole('button', { name: 'Packing slips for orders to pack' }).click();
    const slips = await saving;
    expect(slips.suggestedFilename()).toMatch(/^packing-slips-\d{4}-\d{2}-\d{2}\.pdf$/);
    const { text, pages } = await pdfOf(slips);
    const printed = [...text.matchAll(/Order no\. (\S+)/g)].map((m) => m[1]);
    expect(printed).toContain(order.orderNumber);
    expect(pages).toBeGreaterThanOrEqual(printed.length);
  });
});
