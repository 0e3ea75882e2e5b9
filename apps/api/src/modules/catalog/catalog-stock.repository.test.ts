import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readCacheVersions } from '../../lib/cache-versions.ts';
import { useTestDatabase } from '../../../test/use-test-app.ts';
import {
  correctByHand,
  createCategory,
  createProduct,
  sellByHand,
} from '../../../test/factories.ts';
import { createStockRepository } from './catalog-stock.repository.ts';

const database = useTestDatabase();

const stockVersion = async () => (await readCacheVersions(database.db)).stock;

/** True while a transaction on this database waits for a lock another one holds (PostgreSQL). */
async function someoneWaitsForALock(): Promise<boolean> {
  const result = await database.db.execute(sql`
    select exists (
      select 1 from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where not l.granted and a.datname = current_database()
    ) as waiting`);
  return (result as { rows: { waiting: boolean }[] }).rows[0]?.waiting === true;
}

describe('stock repository', () => {
  it('takes stock only while enough is left, and reads a removed product as 0', async () => {
    const db = database.db;
    const category = await createCategory(db);
    const ring = await createProduct(db, { categoryId: category.id, stock: 3 });
    const gone = await createProduct(db, { categoryId: category.id, stock: 4, isActive: false });
    await sellByHand(db, async (tx) => {
      const repo = createStockRepository(tx);
      expect(await repo.take(ring.id, '', 2)).toBe(true);
      expect(await repo.take(ring.id, '', 2)).toBe(false);
      expect(await repo.take(gone.id, '', 1)).toBe(false);
    });
    await correctByHand(db, (tx) => createStockRepository(tx).set(ring.id, 7));
    expect(
      await createStockRepository(db).stockOf([
        ring.id,
        gone.id,
        '00000000-0000-4000-8000-000000000000',
      ]),
    ).toEqual(
      new Map([
        [ring.id, 7],
        [gone.id, 0],
      ]),
    );
  });

  it('moves the stock version inside an order’s transaction, at its commit only', async () => {
    const db = database.db;
    const category = await createCategory(db);
    const ring = await createProduct(db, { categoryId: category.id, stock: 5 });
    const before = await stockVersion();
    await sellByHand(db, async (tx) => {
      await createStockRepository(tx).take(ring.id, '', 1);
      await createStockRepository(tx).take(ring.id, '', 1);
    });
    expect(await stockVersion()).toBe(before + 1);
    await sellByHand(db, async (tx) => {
      await createStockRepository(tx).take(ring.id, '', 1);
      throw new Error('payment refused');
    }).catch(() => {});
    expect(await stockVersion()).toBe(before + 1);
  });

  it('moves with a plain SQL change of stock or active flag, and not with other columns', async () => {
    const db = database.db;
    const category = await createCategory(db);
    const a = await createProduct(db, { categoryId: category.id, stock: 3 });
    const b = await createProduct(db, { categoryId: category.id, stock: 3 });
    const before = await stockVersion();
    const plainSql = (query: SQL) => correctByHand(db, (tx) => tx.execute(query));
    await plainSql(sql`update products set stock = 2 where id = ${a.id}`);
    expect(await stockVersion()).toBe(before + 1);
    await plainSql(sql`update products set stock = 2 where id = ${a.id}`);
    await plainSql(sql`update products set price = price + 1 where id = ${a.id}`);
    expect(await stockVersion()).toBe(before + 1);
    await plainSql(sql`update products set stock = stock - 1 where id in (${a.id}, ${b.id})`);
    await plainSql(sql`update products set status = 'archived' where id = ${b.id}`);
    expect(await stockVersion()).toBe(before + 3);
  });

  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'lets two orders taking the same products in opposite order both commit (no deadlock on the counter)',
    async () => {
      const db = database.db;
      const category = await createCategory(db);
      const a = await createProduct(db, { categoryId: category.id, stock: 5 });
      const b = await createProduct(db, { categoryId: category.id, stock: 5 });
      const step = () => {
        let done = () => {};
        const reached = new Promise<void>((resolve) => (done = resolve));
        return { done, reached };
      };
      const firstTookA = step();
      const secondTookB = step();
      const first = sellByHand(db, async (tx) => {
        await createStockRepository(tx).take(a.id, '', 1);
        firstTookA.done();
        await secondTookB.reached;
        // Waits for the second order's row lock on B, which it releases at its commit.
        await createStockRepository(tx).take(b.id, '', 1);
      });
      const second = (async () => {
        await firstTookA.reached;
        await sellByHand(db, async (tx) => {
          await createStockRepository(tx).take(b.id, '', 1);
          secondTookB.done();
          // Held open until the first order waits for B's row, so that wait is what is tested.
          await expect.poll(someoneWaitsForALock, { timeout: 5000, interval: 10 }).toBe(true);
        });
      })();
      await Promise.all([first, second]);
      expect(await createStockRepository(db).stockOf([a.id, b.id])).toEqual(
        new Map([
          [a.id, 4],
          [b.id, 3],
        ]),
      );
    },
  );
});
