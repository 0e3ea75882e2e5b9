import { createOrderBodySchema } from '@aurelle/contract';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { cart, cartLine, savedAddress } from '../../../testing/mocks/data.ts';
import { orderBody } from './order-body.ts';

const address = savedAddress();
const PRODUCT = '9c3b818e-b3cf-45bd-b3f0-817ee2eff3dc';
const orderer = {
  user_id: 'c-1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9988776655',
};
const ring = {
  ...cartLine(PRODUCT, 2),
  variant: [{ optionValue: '12', code: 'size', name: 'Size', label: '12' }],
};
const choice = { cart: cart([ring]), address, orderer, couponCode: null, brand: 'aurelle' };

describe('orderBody (spec §7 create order body)', () => {
  it('sends the cart as shown, the address with its county quirk, and the spec constants', () => {
    const body = orderBody({ ...choice, method: 'razorpay' });
    expect(z.safeParse(createOrderBodySchema, body).success).toBe(true);
    expect(body.cart).toEqual([
      {
        product_id: PRODUCT,
        name: `Piece ${PRODUCT}`,
        title: `Piece ${PRODUCT}`,
        sku: `SKU-${PRODUCT}`,
        quantity: 2,
        variants: [{ optionValue: '12' }],
        orderStatus: 'Pending',
        price: 120000,
      },
    ]);
    expect(body.billing_info.address).toMatchObject({ _id: 'addr-1', county: 'India' });
    expect(body.user_info).toEqual(body.billing_info);
    expect(body.user_info.contact).toBe('9988776655');
    expect(body).toMatchObject({
      shippingOption: 'aurelle',
      shippingCost: 0,
      checkoutType: 'customer',
      status: 'Placed',
      paymentMethod: 'razorpay',
      customerId: 'c-1',
      couponCode: '',
      total: 240000,
    });
  });

  it('marks cash lines Placed and carries the applied coupon and the total after it', () => {
    const discounted = { ...cart([ring]), discount: 24000, finalTotal: 216000 };
    const body = orderBody({ ...choice, cart: discounted, method: 'POD', couponCode: 'AURELLE10' });
    expect(body.cart[0]?.orderStatus).toBe('Placed');
    expect(body.couponCode).toBe('AURELLE10');
    expect(body.total).toBe(216000);
  });
});
