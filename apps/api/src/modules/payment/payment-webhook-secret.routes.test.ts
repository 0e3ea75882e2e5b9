import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import {
  createPaymentOrder,
  customerWithCart,
  orderableProduct,
  placeCardOrder,
} from '../../../test/order-helpers.ts';
import { hmacHex } from './payment-signature.ts';

/** The secret the owner set in demo mode, as they set it in Razorpay's dashboard. */
const OWNER_SECRET = 'owner-webhook-secret-42';

const t = useTestApp({ RAZORPAY_WEBHOOK_SECRET: OWNER_SECRET });

/** A card order with its sandbox payment order. */
async function cardOrder() {
  const product = await orderableProduct(t.db, { stock: 5 });
  const s = await customerWithCart(t, product.id);
  const orderId = await placeCardOrder(t, s, product.id);
  const created = await createPaymentOrder(t, s.authorization, orderId);
  expect(created.statusCode, created.body).toBe(200);
  return { orderId, providerOrder: created.json<{ orderId: string }>().orderId };
}

const paymentStatusOf = async (orderId: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.paymentStatus;

describe('POST /api/payment/webhook in demo mode with RAZORPAY_WEBHOOK_SECRET set', () => {
  it('settles an event signed with that secret, and refuses one signed with another', async () => {
    expect(t.env.payment.provider).toBe('sandbox');
    const { orderId, providerOrder } = await cardOrder();
    const raw = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_OwnerSigned1', order_id: providerOrder } } },
    });
    const send = (secret: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacHex(secret, raw),
        },
        payload: raw,
      });

    const forged = await send('another-secret-123');
    expect(forged.statusCode).toBe(400);
    expect(await paymentStatusOf(orderId)).toBe('pending');

    const signed = await send(OWNER_SECRET);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toEqual({ status: 'ok' });
    expect(await paymentStatusOf(orderId)).toBe('paid');
  });

  it('has the sandbox sign the webhook it delivers with that secret too', async () => {
    const { orderId, providerOrder } = await cardOrder();
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/pay',
      payload: { razorpay_order_id: providerOrder, outcome: 'paid' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await paymentStatusOf(orderId)).toBe('paid');
  });
});
