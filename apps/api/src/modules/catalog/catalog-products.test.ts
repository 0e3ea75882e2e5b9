import { describe, expect, it, vi } from 'vitest';
import { createDataCaches, createVersionWatch } from '../../lib/data-cache.ts';
import { useTestDatabase } from '../../../test/use-test-app.ts';
import { correctByHand, createCategory, createProduct } from '../../../test/factories.ts';
import { createProductReader } from './catalog-products.ts';
import { createStockRepository } from './catalog-stock.repository.ts';
import { createCatalogRepository } from './catalog.repository.ts';

const database = useTestDatabase();

describe('live stock of the products shown', () => {
  it('is read again for every product shown in one query after a stock move', async () => {
    const db = database.db;
    const category = await createCategory(db);
    const a = await createProduct(db, { categoryId: category.id, stock: 1 });
    const b = await createProduct(db, { categoryId: category.id, stock: 2 });
    let versions = { catalog: 1, stock: 1 };
    const caches = createDataCaches(
      createVersionWatch({ read: async () => versions, recheckMs: 0 }),
    );
    const stockRepo = createStockRepository(db);
    const reads = vi.spyOn(stockRepo, 'stockOf');
    const reader = createProductReader({ repo: createCatalogRepository(db), stockRepo, caches });
    await reader.stockOf([a.id]);
    await reader.stockOf([b.id]);
    await correctByHand(db, (tx) => createStockRepository(tx).set(b.id, 7));
    versions = { catalog: 1, stock: 2 };
    const before = reads.mock.calls.length;
    expect(await reader.stockOf([a.id])).toEqual(new Map([[a.id, 1]]));
    expect(await reader.stockOf([b.id])).toEqual(new Map([[b.id, 7]]));
    expect(reads.mock.calls.length - before).toBe(1);
    expect(new Set(reads.mock.lastCall?.[0])).toEqual(new Set([a.id, b.id]));
  });
});
