import { and, asc, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Composition, Metal } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import {
  adminSettings,
  metalRates,
  productTranslations,
  products,
  staffAccounts,
} from '../../db/schema/index.ts';
import { latestMetalRates, pricePartColumns, type RateRow } from '../../lib/metal-rates.ts';

/** A product priced by the metal rate, with what its price is made of. */
export type PricedProduct = Composition & { id: string; sku: string; name: string; price: number };

const GUARD_SETTINGS_KEY = 'pricing';

const rateColumns = {
  id: metalRates.id,
  metal: metalRates.metal,
  ratePerGram: metalRates.ratePerGram,
  setAt: metalRates.setAt,
  setBy: staffAccounts.name,
};

/** Rates, their history, the guard, and the products they price. */
export function createMetalRatesRepository(db: Db) {
  return {
    latest: (tx: Db = db) => latestMetalRates(tx),

    /** The latest rows of the history, newest first. */
    async history(limit: number, tx: Db = db): Promise<RateRow[]> {
      return tx
        .select(rateColumns)
        .from(metalRates)
        .leftJoin(staffAccounts, eq(staffAccounts.id, metalRates.staffId))
        .orderBy(desc(metalRates.id))
        .limit(limit);
    },

    /**
     * Each metal's rate at `dayStart` (the latest row before it), or, for a metal first set
     * since, the day's first row: what the day's moves are measured from.
     */
    async openingRates(
      tx: Db,
      dayStart: Date,
    ): Promise<Map<Metal, { ratePerGram: number; firstSetToday: boolean }>> {
      const columns = { metal: metalRates.metal, ratePerGram: metalRates.ratePerGram };
      const before = await tx
        .selectDistinctOn([metalRates.metal], columns)
        .from(metalRates)
        .where(lt(metalRates.setAt, dayStart))
        .orderBy(metalRates.metal, desc(metalRates.setAt), desc(metalRates.id));
      const since = await tx
        .selectDistinctOn([metalRates.metal], columns)
        .from(metalRates)
        .where(gte(metalRates.setAt, dayStart))
        .orderBy(metalRates.metal, asc(metalRates.setAt), asc(metalRates.id));
      const opening = new Map<Metal, { ratePerGram: number; firstSetToday: boolean }>();
      for (const row of since)
        opening.set(row.metal, { ratePerGram: row.ratePerGram, firstSetToday: true });
      for (const row of before)
        opening.set(row.metal, { ratePerGram: row.ratePerGram, firstSetToday: false });
      return opening;
    },

    /** How many products each metal prices, of any status. */
    async productCounts(tx: Db = db): Promise<Map<Metal, number>> {
      const rows = await tx
        .select({ metal: products.metal, n: sql<number>`count(*)::int` })
        .from(products)
        .where(isNotNull(products.metal))
        .groupBy(products.metal);
      return new Map(rows.flatMap((row) => (row.metal ? [[row.metal, row.n] as const] : [])));
    },

    /**
     * Every product priced by one of the metals, locked until the transaction ends when
     * `forUpdate` (a product's save waits, then prices itself from the new rate).
     */
    async pricedBy(tx: Db, metals: readonly Metal[], forUpdate = false): Promise<PricedProduct[]> {
      if (metals.length === 0) return [];
      const query = tx
        .select({
          id: products.id,
          sku: products.sku,
          name: sql<string>`coalesce(${productTranslations.name}, ${products.sku})`,
          price: products.price,
          ...pricePartColumns,
        })
        .from(products)
        .leftJoin(
          productTranslations,
          and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, 'en')),
        )
        .where(inArray(products.metal, [...metals]))
        .orderBy(products.sku);
      const rows = await (forUpdate ? query.for('update', { of: products }) : query);
      // The table's check holds every part once the metal is set.
      return rows.map((row) => ({
        id: row.id,
        sku: row.sku,
        name: row.name,
        price: row.price,
        metal: row.metal as Metal,
        netWeightMg: row.netWeightMg ?? 0,
        makingKind: row.makingKind ?? 'percent',
        makingValue: row.makingValue ?? 0,
        stonesValue: row.stonesValue ?? 0,
      }));
    },

    async insertRates(
      tx: Db,
      rates: readonly { metal: Metal; ratePerGram: number }[],
      staffId: string | null,
      at: Date,
    ): Promise<void> {
      if (rates.length)
        await tx.insert(metalRates).values(rates.map((rate) => ({ ...rate, staffId, setAt: at })));
    },

    /** New prices in one statement; the price history's trigger records each. */
    async setPrices(tx: Db, prices: readonly { id: string; price: number }[]): Promise<void> {
      if (prices.length === 0) return;
      const values = sql.join(
        prices.map((row) => sql`(${row.id}::uuid, ${row.price}::integer)`),
        sql`, `,
      );
      await tx.execute(sql`update ${products} p set price = v.price
        from (values ${values}) as v(id, price) where p.id = v.id`);
    },

    /** The guard's percentage, or null while the owner has not set one. */
    async guardPercent(tx: Db = db): Promise<number | null> {
      const [row] = await tx
        .select({ value: adminSettings.value })
        .from(adminSettings)
        .where(eq(adminSettings.key, GUARD_SETTINGS_KEY));
      const value = row?.value.guardPercent;
      return typeof value === 'number' ? value : null;
    },

    async setGuardPercent(tx: Db, guardPercent: number): Promise<void> {
      const value = { guardPercent };
      await tx
        .insert(adminSettings)
        .values({ key: GUARD_SETTINGS_KEY, value })
        .onConflictDoUpdate({ target: adminSettings.key, set: { value, updatedAt: sql`now()` } });
    },
  };
}

export type MetalRatesRepository = ReturnType<typeof createMetalRatesRepository>;
