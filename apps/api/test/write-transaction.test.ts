import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { priceChanges, products, stockMoves } from '../src/db/schema/index.ts';
import { createCategory, createProduct } from './factories.ts';
import { useTestDatabase } from './use-test-app.ts';
import { writeTransaction } from '../src/lib/write-transaction.ts';

const database = useTestDatabase();

/** What the database answered: drizzle wraps the driver's error as its cause. */
const refusal = (error: unknown) =>
  String((error as { cause?: { message?: string } }).cause?.message ?? error);

async function product() {
  const category = await createCategory(database.db);
  return createProduct(database.db, { categoryId: category.id, stock: 5, price: 100_000 });
}

async function latestMove(productId: string) {
  const [row] = await database.db
    .select()
    .from(stockMoves)
    .where(eq(stockMoves.productId, productId))
    .orderBy(desc(stockMoves.id))
    .limit(1);
  return row;
}

describe('a change of stock or price says who and why, or is refused', () => {
  it('refuses a stock change written without a reason, and changes nothing', async () => {
    const ring = await product();
    const error = await database.db
      .execute(sql`update products set stock = 4 where id = ${ring.id}`)
      .catch((e: unknown) => e);
    expect(refusal(error)).toMatch(
      /stock of product .* changed without a reason: .*aurelle\.stock_reason is not set/,
    );
    // Inside a transaction that names no stock reason (a price edit), the same.
    const inside = await writeTransaction(database.db, { staffId: null, price: 'edit' }, (tx) =>
      tx.update(products).set({ stock: 4 }).where(eq(products.id, ring.id)),
    ).catch((e: unknown) => e);
    expect(refusal(inside)).toMatch(/changed without a reason/);
    const [row] = await database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, ring.id));
    expect(row?.stock).toBe(5);
  });

  it('refuses a price change written without a reason, and changes nothing', async () => {
    const ring = await product();
    const error = await database.db
      .update(products)
      .set({ price: 120_000 })
      .where(eq(products.id, ring.id))
      .catch((e: unknown) => e);
    expect(refusal(error)).toMatch(
      /price of product .* changed without a reason: .*aurelle\.price_reason is not set/,
    );
    const history = await database.db
      .select()
      .from(priceChanges)
      .where(eq(priceChanges.productId, ring.id));
    expect(history).toEqual([]);
  });

  it('records who and why for a change made through writeTransaction', async () => {
    const ring = await product();
    const staffId = randomUUID();
    const orderId = randomUUID();
    await writeTransaction(
      database.db,
      { staffId, stock: { reason: 'damaged', note: 'Clasp broken' }, price: 'metal_rate' },
      async (tx, change) => {
        await tx.update(products).set({ stock: 4, price: 110_000 }).where(eq(products.id, ring.id));
        // Said again mid-transaction: the next change has its own reason and order.
        await change.stock({ reason: 'sold', orderId });
        await tx.update(products).set({ stock: 3 }).where(eq(products.id, ring.id));
      },
    );
    const moves = await database.db
      .select({
        change: stockMoves.change,
        reason: stockMoves.reason,
        staffId: stockMoves.staffId,
        orderId: stockMoves.orderId,
        note: stockMoves.note,
      })
      .from(stockMoves)
      .where(eq(stockMoves.productId, ring.id))
      .orderBy(stockMoves.id);
    expect(moves).toEqual([
      { change: 5, reason: 'received', staffId: null, orderId: null, note: null },
      { change: -1, reason: 'damaged', staffId, orderId: null, note: 'Clasp broken' },
      { change: -1, reason: 'sold', staffId, orderId, note: null },
    ]);
    const prices = await database.db
      .select({
        oldPrice: priceChanges.oldPrice,
        newPrice: priceChanges.newPrice,
        reason: priceChanges.reason,
        staffId: priceChanges.staffId,
      })
      .from(priceChanges)
      .where(eq(priceChanges.productId, ring.id));
    expect(prices).toEqual([
      { oldPrice: 100_000, newPrice: 110_000, reason: 'metal_rate', staffId },
    ]);
  });

  it('keeps nothing from one transaction for the next on the same connection', async () => {
    const ring = await product();
    await writeTransaction(
      database.db,
      { staffId: randomUUID(), stock: { reason: 'received' } },
      (tx) => tx.update(products).set({ stock: 6 }).where(eq(products.id, ring.id)),
    );
    const later = await writeTransaction(database.db, { staffId: null }, (tx) =>
      tx.update(products).set({ stock: 7 }).where(eq(products.id, ring.id)),
    ).catch((e: unknown) => e);
    expect(refusal(later)).toMatch(/changed without a reason/);
    expect((await latestMove(ring.id))?.change).toBe(1);
  });
});
