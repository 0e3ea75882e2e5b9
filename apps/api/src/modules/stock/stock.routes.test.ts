import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { stockMessages } from '@aurelle/contract';
import { auditLog, products } from '../../db/schema/index.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { correctByHand, setCurrencyRates } from '../../../test/factories.ts';
import { customerWithCart, orderableProduct, placeOrderAs } from '../../../test/order-helpers.ts';
import { admin, signedInStaff, signIn } from '../../../test/staff.ts';

const clock = createTestClock();
const t = useTestApp({}, { clock });
let manager: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  await setCurrencyRates(t.db);
  manager = await signedInStaff(t, 'manager');
});

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Every product whose stock is not the sum of its ledger: none, whatever has happened. */
async function stockOffTheLedger() {
  return rowsOf<{ id: string }>(
    await t.db.execute(sql`
      select p.id from products p
        left join (select product_id, sum(change) as total from stock_moves group by product_id) m
          on m.product_id = p.id
       where p.stock <> coalesce(m.total, 0)`),
  );
}

async function order(productId: string, quantity: number, paymentMethod: 'POD' | 'razorpay') {
  const customer = await customerWithCart(t, productId, quantity);
  const placed = await placeOrderAs(t, customer, [{ product_id: productId, quantity }], {
    paymentMethod,
  });
  expect(placed.statusCode, placed.body).toBe(200);
  return placed.json<{ data: { _id: string; orderNumber?: string } }>().data._id;
}

describe('the stock ledger', () => {
  it('records every change with its reason, so the stock always equals its sum', async () => {
    const ring = await orderableProduct(t.db, { stock: 10 });
    await order(ring.id, 2, 'POD');
    await order(ring.id, 1, 'razorpay');
    clock.advance(31 * 60); // the unpaid card order is released
    expect(await t.app.releaseUnpaidOrders()).toBeGreaterThanOrEqual(1);
    // Half an hour without a call ended the manager's session: they sign in again.
    manager = { ...manager, cookie: await signIn(t, manager.email) };
    const adjusted = await admin(
      t,
      'POST',
      '/stock/adjustments',
      { productId: ring.id, change: -1, reason: 'damaged', note: 'Clasp broken in the case' },
      { cookie: manager.cookie },
    );
    expect(adjusted.json()).toEqual({ productId: ring.id, stock: 7, lowStockAt: 2 });
    // Plain SQL, as an owner at the database might: refused without a reason, a ledger row with one.
    await expect(
      t.db.update(products).set({ stock: 9 }).where(eq(products.id, ring.id)),
    ).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/changed without a reason/) },
    });
    await correctByHand(t.db, (tx) =>
      tx.update(products).set({ stock: 9 }).where(eq(products.id, ring.id)),
    );

    const history = await admin(t, 'GET', `/stock/${ring.id}`, undefined, {
      cookie: manager.cookie,
    });
    const moves = history
      .json()
      .moves.map((m: Record<string, unknown>) => [m.change, m.reason, m.actor]);
    expect(moves).toEqual([
      [2, 'correction', null],
      [-1, 'damaged', manager.name],
      [1, 'order_cancelled', null],
      [-1, 'sold', null],
      [-2, 'sold', null],
      [10, 'received', null],
    ]);
    expect(history.json().moves[4].orderNumber).toMatch(/^[A-Z]{2}-\d+$/);
    expect(history.json().moves[1].note).toBe('Clasp broken in the case');
    // The audit log says a note was written, not its words (the ledger keeps them).
    const [logged] = await t.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'stock.adjusted'), eq(auditLog.entityId, ring.id)));
    expect(logged?.changes).toEqual({
      stock: { before: 8, after: 7 },
      reason: { after: 'damaged' },
      note: { after: '[24 characters]' },
    });
    expect(history.json().stock).toBe(9);
    expect(await stockOffTheLedger()).toEqual([]);
  });

  it('refuses an adjustment below zero, or without a reason, and changes nothing', async () => {
    const pendant = await orderableProduct(t.db, { stock: 1 });
    const below = await admin(
      t,
      'POST',
      '/stock/adjustments',
      { productId: pendant.id, change: -2, reason: 'correction' },
      { cookie: manager.cookie },
    );
    expect(below.statusCode).toBe(409);
    expect(below.json().errors.change).toBe(stockMessages.belowZero);
    const noReason = await admin(
      t,
      'POST',
      '/stock/adjustments',
      { productId: pendant.id, change: 1 },
      { cookie: manager.cookie },
    );
    expect(noReason.statusCode).toBe(400);
    const sold = await admin(
      t,
      'POST',
      '/stock/adjustments',
      { productId: pendant.id, change: 1, reason: 'sold' },
      { cookie: manager.cookie },
    );
    expect(sold.statusCode).toBe(400); // orders alone sell
    const history = await admin(t, 'GET', `/stock/${pendant.id}`, undefined, {
      cookie: manager.cookie,
    });
    expect(history.json()).toMatchObject({ stock: 1, moves: [{ change: 1, reason: 'received' }] });
  });

  it('lists what is low by each product’s own threshold, and the dashboard counts it', async () => {
    const earring = await orderableProduct(t.db, { stock: 4 });
    const low = async () =>
      (await admin(t, 'GET', '/stock/low', undefined, { cookie: manager.cookie })).json().items as {
        productId: string;
      }[];
    expect((await low()).map((i) => i.productId)).not.toContain(earring.id);
    const queue = async () =>
      (await admin(t, 'GET', '/dashboard/queue', undefined, { cookie: manager.cookie })).json()
        .lowStock as number;
    const before = await queue();
    const set = await admin(
      t,
      'PUT',
      `/stock/${earring.id}/threshold`,
      { lowStockAt: 5 },
      { cookie: manager.cookie },
    );
    expect(set.json()).toEqual({ productId: earring.id, stock: 4, lowStockAt: 5 });
    expect((await low()).map((i) => i.productId)).toContain(earring.id);
    expect(await queue()).toBe(before + 1);
    const log = await admin(
      t,
      'GET',
      `/audit?entityType=product&entityId=${earring.id}`,
      undefined,
      {
        cookie: (await signedInStaff(t, 'owner')).cookie,
      },
    );
    expect(log.json().entries[0]).toMatchObject({
      action: 'stock.threshold-set',
      changes: { lowStockAt: { before: 2, after: 5 } },
    });
  });

  it('is for those who may: fulfilment reads nothing here, an accountant adjusts nothing', async () => {
    const fulfilment = await signedInStaff(t, 'fulfilment');
    expect(
      (await admin(t, 'GET', '/stock/low', undefined, { cookie: fulfilment.cookie })).statusCode,
    ).toBe(403);
    const accountant = await signedInStaff(t, 'accountant');
    const ring = await orderableProduct(t.db, { stock: 3 });
    const tried = await admin(
      t,
      'POST',
      '/stock/adjustments',
      { productId: ring.id, change: 5, reason: 'received' },
      { cookie: accountant.cookie },
    );
    expect(tried.statusCode).toBe(403);
  });
});
