import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productPieces, products, productVariants } from '../src/db/schema/index.ts';
import { readCacheVersions } from '../src/lib/cache-versions.ts';
import { writeTransaction } from '../src/lib/write-transaction.ts';
import { correctByHand, createCategory, createProduct, sellByHand } from './factories.ts';
import { useTestDatabase } from './use-test-app.ts';
import { ledgerOf, productStock, variantByKey, variantsOf } from './variant-fixtures.ts';
import { createStockLedgerRepository } from '../src/modules/stock/stock.repository.ts';

const database = useTestDatabase();

/** What the database answered: drizzle wraps the driver's error as its cause. */
const refusal = (error: unknown) =>
  String((error as { cause?: { message?: string } }).cause?.message ?? error);

/** A ring in sizes 10, 12 and 14, five pieces received, and its variants made. */
async function ring() {
  const category = await createCategory(database.db);
  const product = await createProduct(database.db, {
    categoryId: category.id,
    stock: 5,
    options: [{ code: 'size', values: [{ value: '10' }, { value: '12' }, { value: '14' }] }],
  });
  await database.db.execute(sql`select add_missing_variants(${product.id})`);
  return product;
}

const variant = (productId: string, key: string) => variantByKey(database.db, productId, key);

describe("a variant's stock", () => {
  it('a new product holds its stock on its implicit variant, received in the ledger', async () => {
    const product = await ring();
    const implicit = await variant(product.id, '');
    expect(implicit).toMatchObject({ sku: product.sku, stock: 5 });
    expect((await variantsOf(database.db, product.id)).map((row) => [row.key, row.stock])).toEqual([
      ['', 5],
      ['["10"]', 0],
      ['["12"]', 0],
      ['["14"]', 0],
    ]);
    expect(await ledgerOf(database.db, product.id)).toMatchObject([
      { variantId: implicit.id, change: 5, reason: 'received' },
    ]);
  });

  it("a change writes its ledger row with its reason and moves its product's stock", async () => {
    const product = await ring();
    const implicit = await variant(product.id, '');
    const twelve = await variant(product.id, '["12"]');
    // Two pieces counted as size 12: a correction moving them off the implicit variant.
    await correctByHand(database.db, async (tx) => {
      await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} - 2` })
        .where(eq(productVariants.id, implicit.id));
      await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + 2` })
        .where(eq(productVariants.id, twelve.id));
    });
    expect(await productStock(database.db, product.id)).toBe(5);
    await sellByHand(database.db, (tx) =>
      tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} - 1` })
        .where(eq(productVariants.id, twelve.id)),
    );
    expect(await productStock(database.db, product.id)).toBe(4);
    expect((await variant(product.id, '["12"]')).stock).toBe(1);
    expect((await ledgerOf(database.db, product.id)).slice(1)).toMatchObject([
      { variantId: implicit.id, change: -2, reason: 'correction' },
      { variantId: twelve.id, change: 2, reason: 'correction' },
      { variantId: twelve.id, change: -1, reason: 'sold' },
    ]);
  });

  it('refuses a change without a reason, and changes nothing', async () => {
    const product = await ring();
    const twelve = await variant(product.id, '["12"]');
    const plain = await database.db
      .execute(sql`update product_variants set stock = 3 where id = ${twelve.id}`)
      .catch((e: unknown) => e);
    expect(refusal(plain)).toMatch(
      /stock of product .* changed without a reason: .*aurelle\.stock_reason is not set/,
    );
    const priced = await writeTransaction(database.db, { staffId: null, price: 'edit' }, (tx) =>
      tx.update(productVariants).set({ stock: 3 }).where(eq(productVariants.id, twelve.id)),
    ).catch((e: unknown) => e);
    expect(refusal(priced)).toMatch(/changed without a reason/);
    expect((await variant(product.id, '["12"]')).stock).toBe(0);
    expect(await productStock(database.db, product.id)).toBe(5);
    expect(await ledgerOf(database.db, product.id)).toHaveLength(1);
  });

  it("a writer that changes a product's stock changes its implicit variant's, one ledger row", async () => {
    const product = await ring();
    await sellByHand(database.db, (tx) =>
      tx
        .update(products)
        .set({ stock: sql`${products.stock} - 2` })
        .where(eq(products.id, product.id)),
    );
    const implicit = await variant(product.id, '');
    expect(implicit.stock).toBe(3);
    expect(await productStock(database.db, product.id)).toBe(3);
    expect((await ledgerOf(database.db, product.id)).slice(1)).toMatchObject([
      { variantId: implicit.id, change: -2, reason: 'sold' },
    ]);
    // Without a reason, refused there too.
    const error = await database.db
      .execute(sql`update products set stock = 1 where id = ${product.id}`)
      .catch((e: unknown) => e);
    expect(refusal(error)).toMatch(/changed without a reason/);
    expect(await productStock(database.db, product.id)).toBe(3);
  });

  it('never goes below zero', async () => {
    const product = await ring();
    const ten = await variant(product.id, '["10"]');
    const error = await sellByHand(database.db, (tx) =>
      tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} - 1` })
        .where(eq(productVariants.id, ten.id)),
    ).catch((e: unknown) => e);
    expect(refusal(error)).toMatch(/product_variants_stock_nonnegative/);
    expect(await productStock(database.db, product.id)).toBe(5);
  });

  it("follows its product's SKU on the implicit variant", async () => {
    const product = await ring();
    await database.db.update(products).set({ sku: 'TARA-NEW' }).where(eq(products.id, product.id));
    expect((await variant(product.id, '')).sku).toBe('TARA-NEW');
    expect((await variant(product.id, '["12"]')).sku).toBe(`${product.sku}-12`);
  });

  it('keeps a variant holding stock, and the implicit one, while their product exists', async () => {
    const product = await ring();
    const implicit = await variant(product.id, '');
    const fourteen = await variant(product.id, '["14"]');
    const error = await database.db
      .delete(productVariants)
      .where(eq(productVariants.id, implicit.id))
      .catch((e: unknown) => e);
    expect(refusal(error)).toMatch(/cannot be removed/);
    // An empty combination may go; the product's removal takes every variant and its ledger.
    await database.db.delete(productVariants).where(eq(productVariants.id, fourteen.id));
    await database.db.delete(products).where(eq(products.id, product.id));
    expect(await variantsOf(database.db, product.id)).toEqual([]);
    expect(await ledgerOf(database.db, product.id)).toEqual([]);
  });

  it("a piece gets its product's implicit variant, and never another product's", async () => {
    const product = await ring();
    const other = await ring();
    const [piece] = await database.db
      .insert(productPieces)
      .values({ productId: product.id, huid: 'ZX12CV' })
      .returning({ variantId: productPieces.variantId });
    expect(piece?.variantId).toBe((await variant(product.id, '')).id);
    const error = await database.db
      .insert(productPieces)
      .values({
        productId: product.id,
        huid: 'ZX12CW',
        variantId: (await variant(other.id, '["12"]')).id,
      })
      .catch((e: unknown) => e);
    expect(refusal(error)).toMatch(/is not a variant of product/);
    const pieces = await database.db
      .select()
      .from(productPieces)
      .where(and(eq(productPieces.productId, product.id), eq(productPieces.huid, 'ZX12CW')));
    expect(pieces).toEqual([]);
  });
});

describe('the cache versions', () => {
  it("a variant's stock moves the stock version and leaves the catalogue's; its SKU moves the catalogue's", async () => {
    const product = await ring();
    const twelve = await variant(product.id, '["12"]');
    const before = await readCacheVersions(database.db);
    await correctByHand(database.db, (tx) =>
      tx.update(productVariants).set({ stock: 2 }).where(eq(productVariants.id, twelve.id)),
    );
    const afterStock = await readCacheVersions(database.db);
    expect(afterStock.stock).toBe(before.stock + 1);
    expect(afterStock.catalog).toBe(before.catalog);
    await database.db
      .update(productVariants)
      .set({ sku: 'TARA-12-NEW', priceDelta: 5_000 })
      .where(eq(productVariants.id, twelve.id));
    const afterEdit = await readCacheVersions(database.db);
    expect(afterEdit.catalog).toBe(before.catalog + 1);
    expect(afterEdit.stock).toBe(afterStock.stock);
  });

  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    "is written by staff while an order's line naming it is being written, without waiting on it",
    async () => {
      const product = await ring();
      const twelve = await variant(product.id, '["12"]');
      const ledger = createStockLedgerRepository(database.db);
      // As the back office adjusts a variant: the product's row, then the variant's, then the move.
      const receive = () =>
        writeTransaction(
          database.db,
          { staffId: null, stock: { reason: 'received' } },
          async (tx) => {
            await ledger.lockProduct(tx, product.id);
            await ledger.lockVariant(tx, product.id, twelve.id);
            await ledger.moveVariantStock(tx, twelve.id, 1);
          },
        );
      let received = false;
      await database.db.transaction(async (order) => {
        // What writing an order line holds until its order commits: the foreign keys' share locks.
        await order.execute(sql`select 1 from products where id = ${product.id} for key share`);
        await order.execute(
          sql`select 1 from product_variants where id = ${twelve.id} for key share`,
        );
        const staff = receive().then(() => (received = true));
        await Promise.race([staff, new Promise((resolve) => setTimeout(resolve, 3000))]);
        // Had the staff write waited here, the order's own stock lock would close a circle.
        expect(received).toBe(true);
      });
      expect((await variant(product.id, '["12"]')).stock).toBe(1);
    },
    60_000,
  );
});
