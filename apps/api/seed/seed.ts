import { count, sql } from 'drizzle-orm';
import type { Env } from '../src/config/env.ts';
import type { Db } from '../src/db/client.ts';
import {
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
import type { MediaStorage } from '../src/modules/media/media-storage.ts';
import { createLocalStorage } from '../src/modules/media/media-storage.ts';
import { createMediaStorage } from '../src/modules/media/media-storage-of.ts';
import { prepareDemoPictures, type DemoPicture } from './demo-pictures.ts';
import { pipelinePicturePaths, writeMedia } from './media.ts';
import { seedCatalog, type CatalogCounts } from './seed-catalog.ts';
import { writeTransaction } from '../src/lib/write-transaction.ts';
import { seedMetalPricing } from './metal-pricing-data.ts';
import { moveHistoryState } from './demo-history.repository.ts';

export type SeedOptions = {
  brandName: string;
  brandSlug: string;
  /** Absolute folder for the generated pictures; the server serves it at /media/. */
  mediaDir: string;
  /** Where the media pipeline's files go (the bucket when S3_* is set); `mediaDir` by default. */
  storage?: MediaStorage;
  /** The coupons of spec §5's cases, working discounts valid to 2030: demo mode only. */
  demoCoupons: boolean;
  /** Three months of orders made through the shop's services (demo-history.ts): demo mode only. */
  demoHistory?: boolean;
};

/** The seed's options for a shop: its brand, its media folder, coupons only in demo mode. */
export function seedOptionsOf(env: Env): SeedOptions {
  return {
    brandName: env.BRAND_NAME,
    brandSlug: env.BRAND_SLUG,
    mediaDir: env.mediaDir,
    storage: createMediaStorage(env),
    demoCoupons: !env.isProduction,
    // The history's cards are captured through the payment sandbox, which production never has.
    demoHistory: !env.isProduction && env.payment.provider === 'sandbox',
  };
}

/**
 * What a first start prepares before the shop opens: the demo store on an empty database and, in
 * demo mode, its history of orders marked as due (the server writes it once open,
 * demo-history.ts). Answers whether it seeded.
 */
export async function prepareDemo(db: Db, env: Env): Promise<boolean> {
  const options = seedOptionsOf(env);
  if (!(await seedIfEmpty(db, options))) return false;
  if (options.demoHistory) await moveHistoryState(db, null, 'due');
  return true;
}

/** The rows one run added, per table. */
export type SeedSummary = CatalogCounts & {
  contentBlocks: number;
  siteSettings: number;
  currencies: number;
  coupons: number;
  /** Pictures written to mediaDir by this run. */
  mediaFiles: number;
};

/**
 * Writes the demo store: catalogue, content, settings, currencies and (demo mode) coupons, in one
 * transaction. Only what is missing (by slug / SKU / code / key) is added: a run on a live shop
 * never overwrites what its owner changed. Missing pictures are written into `options.mediaDir`
 * (all of them when the artwork changed).
 */
export async function seed(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const mediaFiles = writeMedia(options.mediaDir, { onlyMissing: true });
  const pictures = await demoPictures(options);
  return { ...(await seedData(db, options, pictures)), mediaFiles };
}

/** The catalogue's pictures through the media pipeline (decision 0070), into the shop's storage. */
const demoPictures = (options: SeedOptions) =>
  prepareDemoPictures(
    options.storage ?? createLocalStorage(options.mediaDir),
    pipelinePicturePaths(),
  );

/**
 * Seeds only an empty catalogue (no products); returns whether it did. Missing pictures are
 * written either way, so a fresh media folder beside an existing database is completed.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  writeMedia(options.mediaDir, { onlyMissing: true });
  const pictures = await demoPictures(options);
  if ((await productCount(db)) > 0) return false;
  await seedData(db, options, pictures);
  return true;
}

async function productCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}

async function seedData(
  db: Db,
  options: SeedOptions,
  pictures: ReadonlyMap<string, DemoPicture>,
): Promise<Omit<SeedSummary, 'mediaFiles'>> {
  const brand: Brand = { name: options.brandName, slug: options.brandSlug };
  // The shop writes, no staff member: the demo's stock arrives as `received`.
  const context = { staffId: null, stock: { reason: 'received', note: 'Demo shop' } } as const;
  return writeTransaction(db, context, async (tx) => {
    // Two instances starting together on one empty database take turns instead of racing.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('aurelle-demo-seed'))`);
    const catalog = await seedCatalog(tx, pictures);
    await seedMetalPricing(tx);

    const blocks = await tx
      .insert(contentBlocks)
      .values(contentBlockSeeds(brand))
      .onConflictDoNothing()
      .returning({ name: contentBlocks.name });

    const settings = await tx
      .insert(siteSettings)
      .values(Object.entries(siteSettingValues(brand)).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing()
      .returning({ key: siteSettings.key });

    const currencies = await tx
      .insert(currencyRates)
      .values(CURRENCY_RATES.map((rate) => ({ ...rate })))
      .onConflictDoNothing()
      .returning({ code: currencyRates.code });

    // The unique index is on upper(coupon_code): a code the shop has in any case is kept.
    const couponRows = options.demoCoupons
      ? await tx
          .insert(coupons)
          .values(couponSeeds(brand).map((coupon) => ({ ...coupon, couponType: 'open' as const })))
          .onConflictDoNothing()
          .returning({ id: coupons.id })
      : [];

    return {
      ...catalog,
      contentBlocks: blocks.length,
      siteSettings: settings.length,
      currencies: currencies.length,
      coupons: couponRows.length,
    };
  });
}
