import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, productRelated, products } from '../src/db/schema/index.ts';
import { readCacheVersions } from '../src/lib/cache-versions.ts';
import { correctByHand, createCategory, createProduct, sellByHand } from './factories.ts';
import { useTestDatabase } from './use-test-app.ts';

const database = useTestDatabase();

const catalogVersion = async () => (await readCacheVersions(database.db)).catalog;

describe('the catalogue version moves by itself, at commit', () => {
  it('moves once per transaction with any catalogue write, and not for a rolled-back one', async () => {
    const db = database.db;
    const before = await catalogVersion();
    const category = await createCategory(db);
    expect(await catalogVersion()).toBe(before + 1);
    await db.transaction(async (tx) => {
      await tx.update(categories).set({ position: 3 }).where(eq(categories.id, category.id));
      await tx.update(categories).set({ position: 4 }).where(eq(categories.id, category.id));
      await tx.execute(sql`update site_settings set value = value`);
    });
    expect(await catalogVersion()).toBe(before + 2);
    await db
      .transaction(async (tx) => {
        await tx.update(categories).set({ position: 5 }).where(eq(categories.id, category.id));
        throw new Error('refused');
      })
      .catch(() => {});
    expect(await catalogVersion()).toBe(before + 2);
  });

  it("leaves it when only a product's stock moves, and moves it for anything else", async () => {
    const db = database.db;
    const category = await createCategory(db);
    const ring = await createProduct(db, { categoryId: category.id, stock: 5 });
    const before = await catalogVersion();
    await sellByHand(db, (tx) =>
      tx
        .update(products)
        .set({ stock: 4, updatedAt: sql`now()` })
        .where(eq(products.id, ring.id)),
    );
    expect(await catalogVersion()).toBe(before);
    await correctByHand(db, (tx) =>
      tx.update(products).set({ price: 150_000 }).where(eq(products.id, ring.id)),
    );
    expect(await catalogVersion()).toBe(before + 1);
    await db.update(products).set({ status: 'archived' }).where(eq(products.id, ring.id));
    expect(await catalogVersion()).toBe(before + 2);
  });

  it("moves with the owner's related pieces, and refuses a product related to itself", async () => {
    const db = database.db;
    const category = await createCategory(db);
    const ring = await createProduct(db, { categoryId: category.id });
    const studs = await createProduct(db, { categoryId: category.id });
    const before = await catalogVersion();
    await db
      .insert(productRelated)
      .values({ productId: ring.id, relatedId: studs.id, position: 0 });
    expect(await catalogVersion()).toBe(before + 1);
    await db.delete(productRelated).where(eq(productRelated.productId, ring.id));
    expect(await catalogVersion()).toBe(before + 2);
    await expect(
      db.insert(productRelated).values({ productId: ring.id, relatedId: ring.id, position: 0 }),
    ).rejects.toThrow();
  });
});
