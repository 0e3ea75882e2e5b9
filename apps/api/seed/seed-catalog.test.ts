import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { count, eq, gt, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';
import type { Database } from '../src/db/client.ts';
import {
  attributeValues,
  attributes,
  categories,
  collections,
  productAttributeValues,
  productOptions,
  productTranslations,
  products,
} from '../src/db/schema/index.ts';
import { allArtFiles } from './media.ts';
import { PICTURES_DIR } from './pictures/manifest.ts';
import { mediaAssets } from '../src/db/schema/index.ts';
import { seed, type SeedSummary } from './seed.ts';

describe('seed: catalog', () => {
  let database: Database;
  let mediaDir: string;
  let summary: SeedSummary;

  beforeAll(async () => {
    database = await createTestDatabase();
    mediaDir = mkdtempSync(join(tmpdir(), 'aurelle-media-'));
    summary = await seed(database.db, {
      brandName: 'Aurelle',
      brandSlug: 'aurelle',
      mediaDir,
      demoCoupons: true,
    });
  });

  afterAll(async () => {
    await database.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it('writes at least 60 products over the six categories, each with products', async () => {
    const perCategory = await database.db
      .select({ slug: categories.slug, n: count(products.id) })
      .from(categories)
      .leftJoin(products, eq(products.categoryId, categories.id))
      .groupBy(categories.slug);
    expect(perCategory.map((row) => row.slug).sort()).toEqual([
      'bangles',
      'bracelets',
      'earrings',
      'necklaces',
      'pendants',
      'rings',
    ]);
    for (const row of perCategory) expect(row.n, row.slug).toBeGreaterThan(0);
    expect(perCategory.reduce((sum, row) => sum + row.n, 0)).toBeGreaterThanOrEqual(60);
    expect(summary.products).toBeGreaterThanOrEqual(60);
  });

  it('has an opus collection and at least four collections', async () => {
    const rows = await database.db.select({ slug: collections.slug }).from(collections);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.map((row) => row.slug)).toContain('opus');
  });

  it('has stock levels of 0 and above 99', async () => {
    const stocks = (await database.db.select({ stock: products.stock }).from(products)).map(
      (row) => row.stock,
    );
    expect(stocks.filter((stock) => stock === 0).length).toBeGreaterThanOrEqual(4);
    expect(stocks.filter((stock) => stock > 99).length).toBeGreaterThanOrEqual(4);
  });

  it('counts the stock of a product with options per combination, some combinations sold out', async () => {
    const result = await database.db.execute(sql`
      select p.stock,
             sum(v.stock) filter (where v.key <> '')::int as combinations,
             max(v.stock) filter (where v.key = '')::int as implicit,
             count(*) filter (where v.key <> '' and v.stock = 0)::int as sold_out
      from products p join product_variants v on v.product_id = p.id
      where exists (select 1 from product_options o where o.product_id = p.id) and p.stock > 0
      group by p.id, p.stock`);
    const rows = (result as { rows: Record<string, number>[] }).rows;
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) expect(row).toMatchObject({ combinations: row.stock, implicit: 0 });
    expect(rows.filter((row) => Number(row.sold_out) > 0).length).toBeGreaterThan(0);
  });

  it('gives every product English and French translations', async () => {
    const rows = await database.db
      .select({
        id: products.id,
        locales: sql<
          string[]
        >`array_agg(${productTranslations.locale} order by ${productTranslations.locale})`,
      })
      .from(products)
      .leftJoin(productTranslations, eq(productTranslations.productId, products.id))
      .groupBy(products.id);
    for (const row of rows) expect(row.locales).toEqual(['en', 'fr']);
    const fr = await database.db
      .select()
      .from(productTranslations)
      .where(eq(productTranslations.locale, 'fr'));
    for (const row of fr) {
      expect(row.description.length).toBeGreaterThan(80);
      expect(row.searchText).toContain(row.name);
    }
  });

  it('gives every product at least three images whose files exist in the media folder', async () => {
    const rows = await database.db
      .select({ images: products.images, media: products.media })
      .from(products);
    for (const row of rows) {
      expect(row.images.length).toBeGreaterThanOrEqual(3);
      for (const url of row.images) {
        expect(url.startsWith('/media/')).toBe(true);
        expect(existsSync(join(mediaDir, url.slice('/media/'.length))), url).toBe(true);
      }
    }
    const withVideo = rows.filter((row) => row.media.some((m) => m.file_url.includes('vimeo.com')));
    expect(withVideo.length).toBeGreaterThanOrEqual(3);
    // Stored out of spec order on purpose, so the API's reordering is exercised.
    for (const row of withVideo) expect(row.media[1]?.file_url.includes('vimeo.com')).toBe(false);
  });

  it("puts the catalogue's pictures through the media pipeline, as an upload's, with their rows", async () => {
    const rows = await database.db.select().from(products);
    const assets = await database.db.select().from(mediaAssets);
    const categoryImages = (await database.db.select().from(categories)).map((c) => c.image);
    for (const url of [...rows.flatMap((row) => row.images), ...categoryImages]) {
      expect(url).toMatch(/^\/media\/p\/[0-9a-f]{20}\.800w\.webp$/);
      for (const version of ['400w.avif', '800w.avif', '400w.webp', '400w.jpg'])
        expect(
          existsSync(join(mediaDir, url?.replace(/800w\.webp$/, version).slice(7) ?? '')),
        ).toBe(true);
    }
    // The back office lists each product's photos and films in the shop's stored order.
    for (const row of rows.slice(0, 10)) {
      const own = assets
        .filter((asset) => asset.productId === row.id)
        .sort((a, b) => a.position - b.position);
      expect(own.map((asset) => asset.url)).toEqual(row.media.map((m) => m.file_url));
      expect(own.every((asset) => asset.status === 'ready')).toBe(true);
    }
  });

  it('writes a brotli and a gzip copy of every SVG picture, for the server to send compressed', () => {
    const vectors = allArtFiles().filter((art) => art.format === 'svg');
    expect(vectors.length).toBeGreaterThan(0);
    for (const art of vectors) {
      const path = join(mediaDir, art.path);
      const svg = readFileSync(path);
      expect(brotliDecompressSync(readFileSync(`${path}.br`)).equals(svg), art.path).toBe(true);
      expect(gunzipSync(readFileSync(`${path}.gz`)).equals(svg), art.path).toBe(true);
      expect(readFileSync(`${path}.br`).length).toBeLessThan(svg.length / 3);
    }
  });

  it('copies the drawn WebP pictures, which are served as they are', () => {
    const rasters = allArtFiles().filter((art) => art.format === 'webp');
    expect(rasters.length).toBeGreaterThan(250);
    for (const art of rasters.filter((_, index) => index % 20 === 0)) {
      const copy = readFileSync(join(mediaDir, art.path));
      expect(copy.equals(readFileSync(join(PICTURES_DIR, art.path))), art.path).toBe(true);
      expect(existsSync(join(mediaDir, `${art.path}.br`)), art.path).toBe(false);
    }
  });

  it('links each product to attribute values that match it', async () => {
    const rows = await database.db
      .select({
        sku: products.sku,
        price: products.price,
        code: attributes.code,
        value: attributeValues.value,
      })
      .from(productAttributeValues)
      .innerJoin(products, eq(products.id, productAttributeValues.productId))
      .innerJoin(attributeValues, eq(attributeValues.id, productAttributeValues.attributeValueId))
      .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId));
    const codes = new Set(rows.map((row) => row.code));
    for (const code of ['metal', 'stone', 'carat', 'shape', 'occasion', 'price'])
      expect(codes).toContain(code);
    expect(rows.find((row) => row.sku === 'AU-RG-003' && row.code === 'stone')?.value).toBe('Ruby');
    for (const row of rows.filter((r) => r.code === 'price')) {
      const rupees = row.price / 100;
      const expected =
        rupees < 50_000
          ? 'Under ₹50,000'
          : rupees < 100_000
            ? '₹50,000–₹1,00,000'
            : rupees < 200_000
              ? '₹1,00,000–₹2,00,000'
              : 'Over ₹2,00,000';
      expect(row.value, row.sku).toBe(expected);
    }
  });

  it('gives rings sizes and metal colours, and bangles sizes', async () => {
    const rows = await database.db
      .select({ slug: categories.slug, code: productOptions.code })
      .from(productOptions)
      .innerJoin(products, eq(products.id, productOptions.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId));
    expect(rows.filter((row) => row.slug === 'rings' && row.code === 'ring_size')).toHaveLength(12);
    expect(rows.some((row) => row.slug === 'rings' && row.code === 'metal_colour')).toBe(true);
    expect(rows.filter((row) => row.slug === 'bangles' && row.code === 'bangle_size')).toHaveLength(
      12,
    );
  });

  it('leaves two products without a slug and features about sixteen', async () => {
    expect(
      await database.db.select({ id: products.id }).from(products).where(isNull(products.slug)),
    ).toHaveLength(2);
    const featured = await database.db
      .select({ id: products.id })
      .from(products)
      .where(gt(products.featuredRank, 0));
    expect(featured.length).toBeGreaterThanOrEqual(12);
  });
});
