import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { createStockRepository } from '../catalog/catalog-stock.repository.ts';
import { cartLines, cartRequests, products } from '../../db/schema/index.ts';

export type StoredLine = {
  id: string;
  productId: string;
  variant: { optionValue: string }[];
  variantKey: string;
  quantity: number;
};

/** A line to write with its new quantity (added when new). */
export type LineWrite = Omit<StoredLine, 'id'>;

const lineColumns = {
  id: cartLines.id,
  productId: cartLines.productId,
  variant: cartLines.variant,
  variantKey: cartLines.variantKey,
  quantity: cartLines.quantity,
};

function linesOf(db: Db, customerId: string): Promise<StoredLine[]> {
  return db
    .select(lineColumns)
    .from(cartLines)
    .where(eq(cartLines.customerId, customerId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
}

/** One customer's cart inside a transaction (the caller's, with the customer's row locked). */
function cartInTransaction(tx: Db, customerId: string) {
  const line = (lineId: string) =>
    and(eq(cartLines.customerId, customerId), eq(cartLines.id, lineId));
  return {
    lines: () => linesOf(tx, customerId),

    /**
     * Records a cart write (an add or a remove) under its `Idempotency-Key` (the customer's row is
     * locked, so two tries of one key come one after the other): 'new' the first time, 'repeat'
     * for a retry of the same body, 'other' for another body under a used key. Keys older than a
     * day are forgotten here.
     */
    async claim(key: string, bodyHash: string): Promise<'new' | 'repeat' | 'other'> {
      await tx
        .delete(cartRequests)
        .where(
          and(
            eq(cartRequests.customerId, customerId),
            sql`${cartRequests.createdAt} < now() - interval '1 day'`,
          ),
        );
      const claimed = await tx
        .insert(cartRequests)
        .values({ customerId, idempotencyKey: key, bodyHash })
        .onConflictDoNothing()
        .returning({ key: cartRequests.idempotencyKey });
      if (claimed.length > 0) return 'new';
      const [seen] = await tx
        .select({ bodyHash: cartRequests.bodyHash })
        .from(cartRequests)
        .where(and(eq(cartRequests.customerId, customerId), eq(cartRequests.idempotencyKey, key)));
      return seen?.bodyHash === bodyHash ? 'repeat' : 'other';
    },

    /** Stock per variant and sale state as the database has it now, for the checks of an add. */
    async stockNow(productIds: readonly string[]) {
      const [rows, variants] = await Promise.all([
        tx
          .select({ id: products.id, isActive: products.isActive })
          .from(products)
          .where(inArray(products.id, [...productIds])),
        createStockRepository(tx).variantStockOf(productIds),
      ]);
      return new Map(rows.map((row) => [row.id, { ...row, variants: variants.get(row.id) ?? {} }]));
    },

    /** Writes each line's new quantity, adding the lines that are new (in the order given). */
    async write(writes: readonly LineWrite[]) {
      if (writes.length === 0) return;
      await tx
        .insert(cartLines)
        // Lines added in one call keep the call's order, however coarse the clock.
        .values(
          writes.map((write, i) => ({
            ...write,
            customerId,
            createdAt: sql`clock_timestamp() + ${i}::float8 * interval '1 microsecond'`,
          })),
        )
        .onConflictDoUpdate({
          target: [cartLines.customerId, cartLines.productId, cartLines.variantKey],
          set: { quantity: sql.raw('excluded."quantity"'), updatedAt: sql`now()` },
        });
    },

    /** Lowers a line by one; a line at 1 goes. */
    async decrement(lineId: string) {
      const lowered = await tx
        .update(cartLines)
        .set({ quantity: sql`${cartLines.quantity} - 1`, updatedAt: sql`now()` })
        .where(and(line(lineId), gt(cartLines.quantity, 1)))
        .returning({ id: cartLines.id });
      if (lowered.length === 0) await tx.delete(cartLines).where(line(lineId));
    },

    async remove(lineId: string) {
      await tx.delete(cartLines).where(line(lineId));
    },
  };
}

export type CartInTransaction = ReturnType<typeof cartInTransaction>;

/** Cart lines; this module owns `cart_lines`. Lines hold no price: prices are read live. */
export function createCartRepository(db: Db) {
  // Every cart read asks this: built once, and prepared once per database connection.
  const customerLines = db
    .select(lineColumns)
    .from(cartLines)
    .where(eq(cartLines.customerId, sql.placeholder('customerId')))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id))
    .prepare('aurelle_cart_lines');
  return {
    /** The customer's lines, oldest first. */
    lines: (customerId: string): Promise<StoredLine[]> => customerLines.execute({ customerId }),

    /** Removes the given lines (an order took them); pass a transaction as `db` to do it inside it. */
    async clear(customerId: string, lineIds: readonly string[]): Promise<void> {
      if (lineIds.length === 0) return;
      await db
        .delete(cartLines)
        .where(and(eq(cartLines.customerId, customerId), inArray(cartLines.id, [...lineIds])));
    },

    /** One customer's cart in the caller's transaction, for a write's reads and writes. */
    inTransaction: (tx: Db, customerId: string): CartInTransaction =>
      cartInTransaction(tx, customerId),
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
