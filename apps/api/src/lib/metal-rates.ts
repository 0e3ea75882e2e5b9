import { desc, eq, sql } from 'drizzle-orm';
import type { Metal } from '@aurelle/contract';
import type { Db } from '../db/client.ts';
import { metalRates, products, staffAccounts } from '../db/schema/index.ts';

/** A rate in force: the latest row of its metal's history. */
export type RateRow = {
  id: number;
  metal: Metal;
  /** Paise per gram. */
  ratePerGram: number;
  setAt: Date;
  /** The staff member's name; null from the seed or a removed account. */
  setBy: string | null;
};

/** A product's columns that a price from the metal rate is made of. */
export const pricePartColumns = {
  metal: products.metal,
  netWeightMg: products.netWeightMg,
  makingKind: products.makingKind,
  makingValue: products.makingValue,
  stonesValue: products.stonesValue,
};

/**
 * The rates in force, each metal's latest row (one walk of the history's index per metal). The
 * writers of prices read them in their transaction; the shop's breakdown reads them per
 * catalogue version.
 */
export async function latestMetalRates(tx: Db): Promise<Map<Metal, RateRow>> {
  const rows = await tx
    .selectDistinctOn([metalRates.metal], {
      id: metalRates.id,
      metal: metalRates.metal,
      ratePerGram: metalRates.ratePerGram,
      setAt: metalRates.setAt,
      setBy: staffAccounts.name,
    })
    .from(metalRates)
    .leftJoin(staffAccounts, eq(staffAccounts.id, metalRates.staffId))
    .orderBy(metalRates.metal, desc(metalRates.id));
  return new Map(rows.map((row) => [row.metal, row]));
}

/**
 * Holds the rates still until the transaction ends: new rates and a product's save priced from
 * them take turns, so no product is priced from a rate that is being replaced. Take it before
 * locking any product row (rates are set in that order too).
 */
export async function lockMetalRates(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('aurelle-metal-rates'))`);
}
