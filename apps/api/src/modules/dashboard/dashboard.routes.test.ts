import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { createCustomerWithToken } from '../../../test/factories.ts';
import { admin, signedInStaff } from '../../../test/staff.ts';

// 27 November 2026, 23:00 in India (17:30 UTC): "today" there began at 18:30 UTC the day before.
const clock = createTestClock(new Date('2026-11-27T17:30:00Z'));
const t = useTestApp({}, { clock });
let seq = 0;

async function order(
  customerId: string,
  at: string,
  total: number,
  how: {
    method?: 'razorpay' | 'POD';
    paid?: boolean;
    status?: string;
    /** Cash on delivery: what the courier collected. */
    cash?: number;
  } = {},
) {
  const method = how.method ?? 'razorpay';
  const paymentStatus = method === 'POD' ? 'not_required' : how.paid === false ? 'pending' : 'paid';
  await t.db.execute(sql`
    insert into orders (order_number, customer_id, status, payment_method, payment_status, currency,
                        currency_rate, subtotal, total, cash_collected, shipping_option, billing_info,
                        user_info, created_at)
    values (${`DB-${seq++}`}, ${customerId}, ${how.status ?? 'Placed'}, ${method}, ${paymentStatus}, 'INR',
            1, ${total}, ${total}, ${how.cash ?? null}, 'standard', '{}', '{}', ${at}::timestamptz)`);
}

describe('the dashboard', () => {
  it("counts today's and this month's sales in India's days, and what was received: paid or cash collected", async () => {
    const { customer } = await createCustomerWithToken(t.db, t.env);
    await order(customer.id, '2026-11-27T10:00:00Z', 150_000); // today
    // Today in India: cash on delivery, not delivered yet, so nothing received.
    await order(customer.id, '2026-11-26T19:00:00Z', 50_000, { method: 'POD' });
    // Today: ₹85,000 cash on delivery, ₹80,000 collected: ₹5,000 still owed.
    await order(customer.id, '2026-11-27T11:00:00Z', 8_500_000, {
      method: 'POD',
      status: 'Delivered',
      cash: 8_000_000,
    });
    await order(customer.id, '2026-11-26T18:00:00Z', 70_000); // yesterday in India
    await order(customer.id, '2026-11-27T09:00:00Z', 99_900, { paid: false }); // awaiting payment
    await order(customer.id, '2026-11-27T08:00:00Z', 88_800, { status: 'Released', paid: false });
    await order(customer.id, '2026-10-31T19:00:00Z', 10_000); // 1 November in India: this month
    await order(customer.id, '2026-10-31T18:00:00Z', 20_000); // 31 October in India
    const { cookie } = await signedInStaff(t, 'accountant');
    const sales = await admin(t, 'GET', '/dashboard/sales', undefined, { cookie });
    expect(sales.json()).toEqual({
      date: '2026-11-27',
      today: { orders: 3, received: 8_150_000 },
      month: { orders: 5, received: 8_230_000 },
      owed: { orders: 1, amount: 500_000 },
    });
    const queue = await admin(t, 'GET', '/dashboard/queue', undefined, { cookie });
    expect(queue.json().toShip).toBe(5);
    // Waiting at each step: five to pack (one of them cash on delivery), none packed or shipped
    // (the delivered one is done), one card order not paid (the released one is no longer).
    expect(queue.json().steps).toEqual({ placed: 5, packed: 0, shipped: 0, unpaid: 1 });
  });

  it('shows fulfilment the work waiting, never the money', async () => {
    const { cookie } = await signedInStaff(t, 'fulfilment');
    expect((await admin(t, 'GET', '/dashboard/queue', undefined, { cookie })).statusCode).toBe(200);
    expect((await admin(t, 'GET', '/dashboard/sales', undefined, { cookie })).statusCode).toBe(403);
  });
});
