import { sql } from 'drizzle-orm';
import type { StockReason } from '@aurelle/contract';
import type { Db } from '../db/client.ts';

export type StockChangeContext = {
  reason: StockReason;
  orderId?: string | null;
  staffId?: string | null;
  note?: string | null;
};

/**
 * Names why the stock changes in this transaction: the ledger's trigger (migration
 * stock_ledger) writes it on each row it records. Settings are local to the transaction, so
 * call it inside one, before the change; call it again to change them for the next change.
 */
export async function stockChangeContext(tx: Db, context: StockChangeContext): Promise<void> {
  await tx.execute(sql`select
    set_config('aurelle.stock_reason', ${context.reason}, true),
    set_config('aurelle.stock_order', ${context.orderId ?? ''}, true),
    set_config('aurelle.stock_staff', ${context.staffId ?? ''}, true),
    set_config('aurelle.stock_note', ${context.note ?? ''}, true)`);
}
