import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';
import type { Database } from '../src/db/client.ts';
import {
  attributeValues,
  attributes,
  cacheVersions,
  categories,
  collections,
  contentBlocks,
  coupons,
  currencyRates,
  productAttributeValues,
  productOptionValues,
  productOptions,
  productTranslations,
  products,
  siteSettings,
} from '../src/db/schema/index.ts';
import { seed, seedIfEmpty, type SeedSummary } from './seed.ts';

const TABLES: Record<string, PgTable> = {
  categories,
  collections,
  attributes,
  attributeValues,
  products,
  productTranslations,
  productAttributeValues,
  productOptions,
  productOptionValues,
  contentBlocks,
  siteSettings,
  currencyRates,
  coupons,
  cacheVersions,
};

/** A basket of a couple of mid-priced pieces, in paise. */
const TYPICAL_CART = 3_00_000_00;

describe('seed: store settings and re-runs', () => {
  let database: Database;
  let mediaDir: string;
  let summary: SeedSummary;

  const options = () => ({ brandName: 'Aurelle', brandSlug: 'aurelle', mediaDir });
  const counts = async () => {
    const out: Record<string, number> = {};
    for (const [name, table] of Object.entries(TABLES)) {
      const [row] = await database.db.select({ n: count() }).from(table);
      out[name] = row?.n ?? 0;
    }
    return out;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    mediaDir = mkdtempSync(join(tmpdir(), 'aurelle-media-'));
    summary = await seed(database.db, options());
  });

  afterAll(async () => {
    await database.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it('has a coupon for every case of spec §5', async () => {
    const rows = await database.db.select().from(coupons);
    const now = Date.now();
    const live = rows.filter((c) => c.endTime.getTime() > now && c.couponQuantity > 0);
    expect(
      live
        .filter((c) => c.minimumAmount <= TYPICAL_CART)
        .map((c) => c.discountType)
        .sort(),
    ).toEqual(['fixed', 'percentage']);
    expect(rows.some((c) => c.endTime.getTime() < now)).toBe(true);
    expect(live.some((c) => c.minimumAmount > TYPICAL_CART)).toBe(true);
    expect(rows.some((c) => c.couponQuantity === 0 && c.endTime.getTime() > now)).toBe(true);
    expect(rows.map((c) => c.couponCode)).toContain('AURELLE10');
  });

  it('writes content blocks in both languages, settings and currency rates', async () => {
    const blocks = await database.db
      .select({ name: contentBlocks.name, locale: contentBlocks.locale })
      .from(contentBlocks);
    for (const name of [
      'seo_setting',
      'socialMedia',
      'home_banners',
      'home_story',
      'blogs',
      'infocus_bridal',
      'infocus_everyday',
    ]) {
      expect(
        blocks
          .filter((b) => b.name === name)
          .map((b) => b.locale)
          .sort(),
        name,
      ).toEqual(['en', 'fr']);
    }
    const settings = Object.fromEntries(
      (await database.db.select().from(siteSettings)).map((s) => [s.key, s.value]),
    );
    expect(settings).toMatchObject({
      pod_status: true,
      brand_name: 'Aurelle',
      brand_slug: 'aurelle',
    });
    expect(settings.contact).toEqual(expect.any(String));
    const rates = await database.db.select({ code: currencyRates.code }).from(currencyRates);
    expect(rates.map((r) => r.code).sort()).toEqual(['AED', 'EUR', 'INR', 'USD']);
  });

  it('is idempotent: a second run leaves the same rows', async () => {
    const before = await counts();
    const second = await seed(database.db, options());
    expect(await counts()).toEqual(before);
    expect(second).toEqual(summary);
  });

  it('seedIfEmpty does nothing once products exist, but restores missing pictures', async () => {
    const [first] = await database.db.select({ images: products.images }).from(products).limit(1);
    const url = first?.images[0] ?? '';
    const file = join(mediaDir, url.slice('/media/'.length));
    rmSync(file);
    expect(await seedIfEmpty(database.db, options())).toBe(false);
    expect(existsSync(file)).toBe(true);
  });

  it('seedIfEmpty seeds an empty database, then declines the second time', async () => {
    const fresh = await createTestDatabase();
    const dir = mkdtempSync(join(tmpdir(), 'aurelle-media-'));
    try {
      const opts = { brandName: 'Maison Test', brandSlug: 'maison-test', mediaDir: dir };
      expect(await seedIfEmpty(fresh.db, opts)).toBe(true);
      expect(await seedIfEmpty(fresh.db, opts)).toBe(false);
      const [row] = await fresh.db.select({ n: count() }).from(products);
      expect(row?.n).toBe(summary.products);
      const codes = (await fresh.db.select({ code: coupons.couponCode }).from(coupons)).map(
        (c) => c.code,
      );
      expect(codes).toContain('MAISONTEST10');
    } finally {
      await fresh.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
