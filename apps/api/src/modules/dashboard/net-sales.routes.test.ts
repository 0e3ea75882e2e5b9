import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { createCategory, createCustomerWithToken, createProduct } from '../../../test/factories.ts';
import { admin, signedInStaff } from '../../../test/staff.ts';

// 27 November 2026, 23:00 in India (17:30 UTC): "today" there began at 18:30 UTC the day before.
const clock = createTestClock(new Date('2026-11-27T17:30:00Z'));
const t = useTestApp({}, { clock });
let seq = 0;

type Placed = {
  method?: 'razorpay' | 'POD';
  paid?: boolean;
  status?: string;
  /** Cash on delivery: what the courier collected, and when it was delivered. */
  cash?: number;
  deliveredAt?: string;
  /** A card order: when the payment was captured (else when placed). */
  paidAt?: string;
};

async function order(customerId: string, at: string, total: number, how: Placed = {}) {
  const method = how.method ?? 'razorpay';
  const paymentStatus = method === 'POD' ? 'not_required' : how.paid === false ? 'pending' : 'paid';
  const paidAt = method === 'razorpay' && paymentStatus === 'paid' ? (how.paidAt ?? at) : null;
  const result = await t.db.execute(sql`
    insert into orders (order_number, customer_id, status, payment_method, payment_status, currency,
                        currency_rate, subtotal, total, cash_collected, delivered_at, paid_at,
                        shipping_option, billing_info, user_info, created_at)
    values (${`NS-${seq++}`}, ${customerId}, ${how.status ?? 'Placed'}, ${method}, ${paymentStatus},
            'INR', 1, ${total}, ${total}, ${how.cash ?? null}, ${how.deliveredAt ?? null}::timestamptz,
            ${paidAt}::timestamptz, 'standard', '{}', '{}', ${at}::timestamptz)
    returning id`);
  const [row] = (result as unknown as { rows: { id: string }[] }).rows;
  if (!row) throw new Error('order not placed');
  return row.id;
}

async function line(
  orderId: string,
  product: { id: string; name: string },
  quantity: number,
  unitPrice: number,
) {
  await t.db.execute(sql`
    insert into order_lines (order_id, product_id, name, sku, quantity, unit_price, order_status)
    values (${orderId}, ${product.id}, ${product.name}, 'SKU', ${quantity}, ${unitPrice}, 'Placed')`);
}

async function refund(orderId: string, amount: number, status = 'processed') {
  await t.db.execute(sql`
    insert into refunds (order_id, amount, currency, method, status, reason, idempotency_key)
    values (${orderId}, ${amount}, 'INR', 'provider', ${status}, 'Returned', ${`r-${seq++}`})`);
}

describe('net sales', () => {
  // Each case reads the same days: it starts from a shop without orders.
  beforeEach(async () => {
    await t.db.execute(sql`delete from orders`);
  });

  it('reads the net figure of a gross ₹2,27,500 day: no refunded order, no unpaid cash, no shortfall', async () => {
    const { customer } = await createCustomerWithToken(t.db, t.env);
    // The gross "today": ₹1,00,000 + ₹28,000 + ₹14,500 + ₹85,000 = ₹2,27,500.
    await order(customer.id, '2026-11-27T10:00:00Z', 10_000_000);
    const refunded = await order(customer.id, '2026-11-27T10:30:00Z', 2_800_000);
    await refund(refunded, 2_800_000);
    // Cash on delivery placed today, not delivered: nothing collected yet.
    await order(customer.id, '2026-11-27T11:00:00Z', 1_450_000, { method: 'POD' });
    // ₹85,000 cash on delivery delivered today with ₹80,000 collected: a ₹5,000 shortfall.
    await order(customer.id, '2026-11-27T05:00:00Z', 8_500_000, {
      method: 'POD',
      status: 'Delivered',
      cash: 8_000_000,
      deliveredAt: '2026-11-27T12:00:00Z',
    });
    const { cookie } = await signedInStaff(t, 'accountant');
    const today = await admin(t, 'GET', '/dashboard/net-sales?days=1', undefined, { cookie });
    expect(today.statusCode).toBe(200);
    expect(today.json()).toMatchObject({
      days: '1',
      from: '2026-11-27',
      to: '2026-11-27',
      current: { net: 18_000_000, orders: 2, average: 9_000_000 },
    });
  });

  it('counts cash when collected, not when placed; leaves out cancelled, unpaid and failed refunds; compares to the same hour before', async () => {
    const { customer } = await createCustomerWithToken(t.db, t.env);
    // Placed three days ago, delivered and collected today: today's sale.
    await order(customer.id, '2026-11-24T10:00:00Z', 300_000, {
      method: 'POD',
      status: 'Delivered',
      cash: 300_000,
      deliveredAt: '2026-11-27T09:00:00Z',
    });
    // Placed yesterday and paid today: today's sale.
    await order(customer.id, '2026-11-26T12:00:00Z', 200_000, { paidAt: '2026-11-27T08:00:00Z' });
    // Paid today, then cancelled: no sale.
    await order(customer.id, '2026-11-27T07:00:00Z', 900_000, { status: 'Cancelled' });
    // A card order still unpaid: no sale.
    await order(customer.id, '2026-11-27T07:30:00Z', 700_000, { paid: false });
    // A refund of ₹1,000 that failed and one of ₹500 that went through.
    const partly = await order(customer.id, '2026-11-27T06:00:00Z', 400_000);
    await refund(partly, 100_000, 'failed');
    await refund(partly, 50_000);
    // Yesterday before this hour: the period before. Yesterday after it (23:30 India): neither.
    await order(customer.id, '2026-11-26T10:00:00Z', 100_000);
    await order(customer.id, '2026-11-26T18:00:00Z', 600_000);
    const { cookie } = await signedInStaff(t, 'owner');
    const today = (
      await admin(t, 'GET', '/dashboard/net-sales?days=1', undefined, { cookie })
    ).json();
    expect(today.current).toEqual({ net: 850_000, orders: 3, average: 283_333 });
    expect(today.previous).toEqual({ net: 100_000, orders: 1, average: 100_000 });

    const week = (
      await admin(t, 'GET', '/dashboard/net-sales?days=7', undefined, { cookie })
    ).json();
    expect(week.from).toBe('2026-11-21');
    expect(week.current).toEqual({ net: 1_550_000, orders: 5, average: 310_000 });
    expect(week.daily).toHaveLength(7);
    expect(week.daily.at(-1)).toEqual({ date: '2026-11-27', net: 850_000, orders: 3 });
    expect(week.daily.at(-2)).toEqual({ date: '2026-11-26', net: 700_000, orders: 2 });
    expect(week.daily[0]).toEqual({ date: '2026-11-21', net: 0, orders: 0 });
  });

  it('ranks the top products by their share of net sales', async () => {
    const { customer } = await createCustomerWithToken(t.db, t.env);
    const category = await createCategory(t.db, { name: 'Rings' });
    const ring = { ...(await createProduct(t.db, { categoryId: category.id })), name: 'Opus ring' };
    const pendant = {
      ...(await createProduct(t.db, { categoryId: category.id })),
      name: 'Lyra pendant',
    };
    const first = await order(customer.id, '2026-11-27T10:00:00Z', 300_000);
    await line(first, ring, 1, 100_000);
    await line(first, pendant, 2, 100_000);
    // Half refunded: its line counts for half.
    const second = await order(customer.id, '2026-11-20T11:00:00Z', 400_000);
    await line(second, ring, 1, 400_000);
    await refund(second, 200_000);
    // Cancelled: its line does not count.
    const cancelled = await order(customer.id, '2026-11-27T12:00:00Z', 900_000, {
      status: 'Cancelled',
    });
    await line(cancelled, pendant, 9, 100_000);
    const { cookie } = await signedInStaff(t, 'owner');
    const month = (
      await admin(t, 'GET', '/dashboard/net-sales?days=30', undefined, { cookie })
    ).json();
    expect(month.daily).toHaveLength(30);
    expect(month.topProducts).toEqual([
      { productId: ring.id, name: 'Opus ring', quantity: 2, net: 300_000 },
      { productId: pendant.id, name: 'Lyra pendant', quantity: 2, net: 200_000 },
    ]);
  });

  it('refuses a period it does not offer, and the money to a role without it', async () => {
    const { cookie } = await signedInStaff(t, 'owner');
    const bad = await admin(t, 'GET', '/dashboard/net-sales?days=12', undefined, { cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Choose today, 7, 30 or 90 days.');
    const fulfilment = await signedInStaff(t, 'fulfilment');
    const refused = await admin(t, 'GET', '/dashboard/net-sales', undefined, {
      cookie: fulfilment.cookie,
    });
    expect(refused.statusCode).toBe(403);
  });
});
