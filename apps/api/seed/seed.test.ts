import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';
import { correctByHand } from '../test/factories.ts';
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
  metalRates,
  productAttributeValues,
  productOptionValues,
  productOptions,
  productRelated,
  productTranslations,
  products,
  siteSettings,
} from '../src/db/schema/index.ts';
import { loadEnv } from '../src/config/env.ts';
import { seed, seedIfEmpty, seedOptionsOf, type SeedSummary } from './seed.ts';

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
  productRelated,
  contentBlocks,
  siteSettings,
  currencyRates,
  coupons,
  cacheVersions,
  metalRates,
};

/** A basket of a couple of mid-priced products, in paise. */
const TYPICAL_CART = 3_00_000_00;

describe('seed: store settings and re-runs', () => {
  let database: Database;
  let mediaDir: string;
  let summary: SeedSummary;

  const options = () => ({
    brandName: 'Aurelle',
    brandSlug: 'aurelle',
    mediaDir,
    demoCoupons: true,
  });
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

  it('prices a few products by the demo’s metal rates, each at its catalogue price', async () => {
    const priced = await database.db
      .select({ sku: products.sku, price: products.price, metal: products.metal })
      .from(products)
      .where(sql`${products.metal} is not null`);
    expect(priced.map((row) => row.sku).sort()).toEqual([
      'AU-BG-005',
      'AU-BG-006',
      'AU-NK-005',
      'AU-PD-009',
      'AU-RG-003',
    ]);
    expect(priced.find((row) => row.sku === 'AU-RG-003')?.price).toBe(168_000_00);
    const rates = await database.db.select({ metal: metalRates.metal }).from(metalRates);
    expect(rates).toHaveLength(6);
  });

  it("gives a few pieces the owner's related picks, in order; the others show the nearest", async () => {
    expect(summary.relatedPieces).toBeGreaterThan(0);
    const rows = await database.db
      .select({ sku: products.sku, position: productRelated.position })
      .from(productRelated)
      .innerJoin(products, eq(products.id, productRelated.relatedId))
      .where(eq(productRelated.productId, sql`(select id from products where sku = 'AU-RG-001')`))
      .orderBy(productRelated.position);
    expect(rows.map((row) => row.sku)).toEqual(['AU-ER-001', 'AU-PD-002', 'AU-BR-001']);
  });

  it('is idempotent: a second run leaves the same rows and adds nothing', async () => {
    const before = await counts();
    const second = await seed(database.db, options());
    expect(await counts()).toEqual(before);
    expect(summary.products).toBeGreaterThan(0);
    expect(second).toMatchObject({
      products: 0,
      relatedPieces: 0,
      categories: 0,
      contentBlocks: 0,
      siteSettings: 0,
      currencies: 0,
      coupons: 0,
    });
  });

  it('run again on a live shop, keeps what the owner changed and adds back only what is missing', async () => {
    const db = database.db;
    const owner = { contact: '+91 80 5550 0101', email: 'care@owner-shop.in' };
    for (const [key, value] of Object.entries(owner))
      await db.update(siteSettings).set({ value }).where(eq(siteSettings.key, key));
    await db.delete(siteSettings).where(eq(siteSettings.key, 'address'));
    const [product] = await db.select().from(products).limit(1);
    if (!product) throw new Error('the seed wrote no product');
    await correctByHand(db, (tx) =>
      tx
        .update(products)
        .set({ price: 1_23_456_00, stock: 1, status: 'archived' })
        .where(eq(products.id, product.id)),
    );
    await db
      .update(contentBlocks)
      .set({ data: { owner: true } })
      .where(sql`${contentBlocks.name} = 'seo_setting' and ${contentBlocks.locale} = 'en'`);
    await db.update(currencyRates).set({ rate: '0.0120' }).where(eq(currencyRates.code, 'USD'));
    await db.update(coupons).set({ couponQuantity: 3 }).where(eq(coupons.couponCode, 'AURELLE10'));

    await seed(db, options());

    const settings = Object.fromEntries(
      (await db.select().from(siteSettings)).map((s) => [s.key, s.value]),
    );
    expect(settings).toMatchObject(owner);
    expect(settings.address).toEqual(expect.stringContaining('Mumbai'));
    const [kept] = await db.select().from(products).where(eq(products.id, product.id));
    expect(kept).toMatchObject({
      price: 1_23_456_00,
      stock: 1,
      status: 'archived',
      isActive: false,
    });
    const [seo] = await db
      .select()
      .from(contentBlocks)
      .where(sql`${contentBlocks.name} = 'seo_setting' and ${contentBlocks.locale} = 'en'`);
    expect(seo?.data).toEqual({ owner: true });
    const [usd] = await db.select().from(currencyRates).where(eq(currencyRates.code, 'USD'));
    expect(Number(usd?.rate)).toBe(0.012);
    const [coupon] = await db.select().from(coupons).where(eq(coupons.couponCode, 'AURELLE10'));
    expect(coupon?.couponQuantity).toBe(3);
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
      const opts = {
        brandName: 'Maison Test',
        brandSlug: 'maison-test',
        mediaDir: dir,
        demoCoupons: true,
      };
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

  it('gives demo coupons to a demo shop only, whatever SEED_DEMO says', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'aurelle-seed-env-'));
    try {
      expect(seedOptionsOf(loadEnv({ DATA_DIR: dataDir })).demoCoupons).toBe(true);
      const production = loadEnv({
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        SEED_DEMO: 'true',
        DATABASE_URL: 'postgres://aurelle:secret@db.internal:5432/aurelle',
        JWT_SECRET: 'j'.repeat(64),
        ADMIN_ENCRYPTION_KEY: 'a'.repeat(64),
        STOREFRONT_API_KEY: 'k'.repeat(32),
        PUBLIC_URL: 'https://shop.example.com',
        SMTP_URL: 'smtps://shop:secret@smtp.example.com:465',
        MAIL_FROM: 'Aurelle <hello@shop.example.com>',
        RAZORPAY_KEY_ID: 'rzp_live_0123456789',
        RAZORPAY_KEY_SECRET: 's'.repeat(24),
        RAZORPAY_WEBHOOK_SECRET: 'w'.repeat(24),
      });
      expect(seedOptionsOf(production)).toMatchObject({
        brandName: 'Aurelle',
        demoCoupons: false,
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('writes no coupon outside demo mode: a production shop gets no working discounts', async () => {
    const fresh = await createTestDatabase();
    const dir = mkdtempSync(join(tmpdir(), 'aurelle-media-'));
    try {
      const opts = {
        brandName: 'Aurelle',
        brandSlug: 'aurelle',
        mediaDir: dir,
        demoCoupons: false,
      };
      const added = await seed(fresh.db, opts);
      expect(added.products).toBeGreaterThan(0);
      expect(added.coupons).toBe(0);
      expect(await fresh.db.select().from(coupons)).toEqual([]);
    } finally {
      await fresh.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
