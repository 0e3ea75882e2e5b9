import { sql } from 'drizzle-orm';
import type { PriceChangeReason, StockReason } from '@aurelle/contract';
import type { Db } from '../db/client.ts';

/** Why stock changes: the ledger's row names the reason, and the order and note when there are. */
export type StockChange = { reason: StockReason; orderId?: string | null; note?: string | null };

/**
 * Who writes and why. `staffId` is the staff member, or null when the shop itself or a customer
 * writes (an order, the release job, the seed). `stock` and `price` are the reasons the ledger and
 * the price history record: the database refuses a change of stock or price whose reason the
 * transaction did not name (migration write_context).
 */
export type WriteContext = {
  staffId: string | null;
  stock?: StockChange;
  price?: PriceChangeReason;
};

/** What a transaction opened by `writeTransaction` may say again once it knows more. */
export type ChangeContext = {
  /** Names a new reason (order, note) for the stock changes that follow, by the same writer. */
  stock(change: StockChange): Promise<void>;
};

async function setStock(tx: Db, staffId: string | null, change: StockChange | undefined) {
  await tx.execute(sql`select
    set_config('aurelle.stock_reason', ${change?.reason ?? ''}, true),
    set_config('aurelle.stock_order', ${change?.orderId ?? ''}, true),
    set_config('aurelle.stock_staff', ${staffId ?? ''}, true),
    set_config('aurelle.stock_note', ${change?.note ?? ''}, true)`);
}

/**
 * The one way to write stock or prices: opens a transaction, names who writes and why (settings
 * local to the transaction, read by the ledger's and the price history's triggers), then runs
 * `work`. Every setting is written, empty when not given, so nothing leaks from an earlier
 * transaction on the same connection.
 */
export function writeTransaction<T>(
  db: Db,
  context: WriteContext,
  work: (tx: Db, change: ChangeContext) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await setStock(tx, context.staffId, context.stock);
    await tx.execute(sql`select
      set_config('aurelle.price_reason', ${context.price ?? ''}, true),
      set_config('aurelle.price_staff', ${context.staffId ?? ''}, true)`);
    return work(tx, { stock: (change) => setStock(tx, context.staffId, change) });
  });
}
