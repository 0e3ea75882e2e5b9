import { sql } from 'drizzle-orm';
import type { PriceChangeReason } from '@aurelle/contract';
import type { Db } from '../db/client.ts';

export type PriceChangeContext = { reason: PriceChangeReason; staffId?: string | null };

/**
 * Names why prices change in this transaction: the price history's trigger (migration 0018)
 * writes it on each row it records; without it a change reads as an edit by nobody. Settings are
 * local to the transaction, so call it inside one, before the change.
 */
export async function priceChangeContext(tx: Db, context: PriceChangeContext): Promise<void> {
  await tx.execute(sql`select
    set_config('aurelle.price_reason', ${context.reason}, true),
    set_config('aurelle.price_staff', ${context.staffId ?? ''}, true)`);
}
