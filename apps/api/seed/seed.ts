import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import {
  cacheVersions,
  contentBlocks,
  coupons,
  currencyRates,
  products,
  siteSettings,
} from '../src/db/schema/index.ts';
import {
  CURRENCY_RATES,
  coupons as couponSeeds,
  siteSettings as siteSettingValues,
} from './commerce-data.ts';
import { contentBlocks as contentBlockSeeds, type Brand } from './content-data.ts';
import { writeMedia } from './media.ts';
import { seedCatalog, type CatalogCounts } from './seed-catalog.ts';

export type SeedOptions = {
  brandName: string;
  brandSlug: string;
  /** Absolute folder for the generated pictures; the server serves it at /media/. */
  mediaDir: string;
};

export type SeedSummary = CatalogCounts & {
  contentBlocks: number;
  siteSettings: number;
  currencies: number;
  coupons: number;
  /** Pictures written to mediaDir by this run. */
  mediaFiles: number;
};

const excluded = (column: string) => sql.raw(`excluded."${column}"`);

/**
 * Writes the demo store: catalogue, content, settings, currencies and coupons, in one
 * transaction, upserting by slug / SKU / code / key so a second run leaves the same data.
 * The pictures are (re)drawn into `options.mediaDir`.
 */
export async function seed(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const mediaFiles = writeMedia(options.mediaDir, { onlyMissing: false });
  return { ...(await seedData(db, options)), mediaFiles };
}

/**
 * Seeds only an empty catalogue (no products); returns whether it did. Missing pictures are
 * written either way, so a fresh media folder beside an existing database is completed.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  writeMedia(options.mediaDir, { onlyMissing: true });
  if ((await productCount(db)) > 0) return false;
  await seedData(db, options);
  return true;
}

async function productCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}

async function seedData(db: Db, options: SeedOptions): Promise<Omit<SeedSummary, 'mediaFiles'>> {
  const brand: Brand = { name: options.brandName, slug: options.brandSlug };
  return db.transaction(async (tx) => {
    // Two instances starting together on one empty database take turns instead of racing.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('aurelle-demo-seed'))`);
    const catalog = await seedCatalog(tx);

    const blocks = contentBlockSeeds(brand);
    await tx
      .insert(contentBlocks)
      .values(blocks)
      .onConflictDoUpdate({
        target: [contentBlocks.name, contentBlocks.locale],
        set: { data: excluded('data'), updatedAt: sql`now()` },
      });

    const settings = Object.entries(siteSettingValues(brand)).map(([key, value]) => ({
      key,
      value,
    }));
    await tx
      .insert(siteSettings)
      .values(settings)
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value: excluded('value'), updatedAt: sql`now()` },
      });

    await tx
      .insert(currencyRates)
      .values(CURRENCY_RATES.map((rate) => ({ ...rate })))
      .onConflictDoUpdate({
        target: currencyRates.code,
        set: {
          symbol: excluded('symbol'),
          rate: excluded('rate'),
          fractionDigits: excluded('fraction_digits'),
          updatedAt: sql`now()`,
        },
      });

    const couponRows = couponSeeds(brand);
    for (const coupon of couponRows) {
      // The unique index is on upper(coupon_code), which ON CONFLICT cannot name by column.
      const [existing] = await tx
        .select({ id: coupons.id })
        .from(coupons)
        .where(sql`upper(${coupons.couponCode}) = upper(${coupon.couponCode})`);
      if (existing) await tx.update(coupons).set(coupon).where(eq(coupons.id, existing.id));
      else await tx.insert(coupons).values({ ...coupon, couponType: 'open' });
    }

    // Caches on every API instance drop catalogue entries when this counter moves.
    await tx
      .insert(cacheVersions)
      .values({ name: 'catalog', version: 1 })
      .onConflictDoUpdate({
        target: cacheVersions.name,
        set: { version: sql`${cacheVersions.version} + 1`, updatedAt: sql`now()` },
      });

    return {
      ...catalog,
      contentBlocks: blocks.length,
      siteSettings: settings.length,
      currencies: CURRENCY_RATES.length,
      coupons: couponRows.length,
    };
  });
}
