/**
 * The API as server.ts serves it (no demo seed), with stock changing while it serves:
 * BENCH_STOCK_CHANGES_PER_SECOND times a second one product's stock is set through the stock
 * repository, as orders will, so the figures include the responses re-rendered when stock moves.
 * It runs in the API's own process because an embedded PGlite serves one process only.
 */
import { buildApp } from '../../apps/api/src/app.ts';
import { loadEnvOrExit } from '../../apps/api/src/config/env.ts';
import { openDatabase } from '../../apps/api/src/db/open.ts';
import { products } from '../../apps/api/src/db/schema/index.ts';
import { writeTransaction } from '../../apps/api/src/lib/write-transaction.ts';
import { createStockRepository } from '../../apps/api/src/modules/catalog/catalog-stock.repository.ts';

const env = loadEnvOrExit();
const database = await openDatabase(env);
await database.migrate();
const app = await buildApp({ env, database });
await app.listen({ host: env.HOST, port: env.PORT });

const perSecond = Number(process.env.BENCH_STOCK_CHANGES_PER_SECOND ?? 0);
let changes = 0;
let changer: NodeJS.Timeout | undefined;
if (perSecond > 0) {
  const ids = (await database.db.select({ id: products.id }).from(products).limit(1000)).map(
    (row) => row.id,
  );
  changer = setInterval(() => {
    const id = ids[changes % ids.length];
    changes += 1;
    // A change by nobody, as a correction: the ledger refuses one without a reason.
    const context = { staffId: null, stock: { reason: 'correction' } } as const;
    const to = 1 + (changes % 40);
    if (id)
      void writeTransaction(database.db, context, (tx) => createStockRepository(tx).set(id, to));
  }, 1000 / perSecond).unref();
}

process.on('SIGTERM', () => {
  clearInterval(changer); // no stock change after the pool is closed
  console.error(`  (stock changed ${changes} times while the API served)`);
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
