/**
 * What keeping stock live costs a cached list page or detail (docs/decisions/0027), measured in
 * one process on a 10 000-product catalogue:
 * - a hit: the serialized body, as served while nothing moved;
 * - after a stock move: the body rebuilt from the cached page ids and rows, stock read anew
 *   (what this issue does, at most once per recheck and key while stock moves; a detail whose
 *   stock did not change keeps its bytes);
 * - after a catalogue move: everything loaded again (what a stock move would cost if stock
 *   dropped every cache);
 * - an overlay: live stock written into cached data and serialized for every request.
 *
 *   npx tsx bench/api/stock-render.ts [--db=postgres] [--products=10000] [--rounds=300]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Language } from '@aurelle/contract';
import { createDatabase } from '../../apps/api/src/db/client.ts';
import { toCachedBody } from '../../apps/api/src/lib/http-cache.ts';
import { createInstanceCaches, createVersionWatch } from '../../apps/api/src/lib/cache.ts';
import { createListingRepository } from '../../apps/api/src/modules/catalog/catalog-listing.repository.ts';
import { normalizeList } from '../../apps/api/src/modules/catalog/catalog-query.ts';
import { createCatalogRepository } from '../../apps/api/src/modules/catalog/catalog.repository.ts';
import { createCatalogService } from '../../apps/api/src/modules/catalog/catalog.service.ts';
import { createStockRepository } from '../../apps/api/src/modules/catalog/catalog-stock.repository.ts';
import { createThrowawayPostgres } from '../../apps/api/test/throwaway-postgres.ts';
import { generateCatalog } from './generate.ts';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=') as [string, string]),
);
const kind = args.db === 'postgres' ? 'postgres' : 'pglite';
const count = Number(args.products ?? 10_000);
const rounds = Number(args.rounds ?? 300);

const dir = mkdtempSync(join(tmpdir(), 'aurelle-stock-render-'));
const server = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (kind === 'postgres' && !server) throw new Error('--db=postgres needs BENCH_DATABASE_URL');
const throwaway =
  kind === 'postgres' && server ? await createThrowawayPostgres(server, 'aurelle_bench') : null;
const database = throwaway
  ? await createDatabase({ kind: 'postgres', url: throwaway.url })
  : await createDatabase({ kind: 'pglite', dataDir: join(dir, 'pglite') });
try {
  await database.migrate();
  const { slugs } = await generateCatalog(database.db, { count });
  const db = database.db;
  let versions = { catalog: 1, stock: 1 };
  const caches = createInstanceCaches(
    createVersionWatch({ read: async () => versions, recheckMs: 0 }),
  );
  const catalog = createCatalogService({
    repo: createCatalogRepository(db),
    listing: createListingRepository(db),
    stockRepo: createStockRepository(db),
    caches,
    resolveTerm: async (text, lang) => ({ text, lang, groups: [] }),
    wishlistFlags: async () => new Set(),
  });
  const view = { lang: 'en' as Language, currency: 'INR' as const };
  const request = normalizeList(
    { page: 1, limit: 10, category: ['rings'] },
    { metal: ['Yellow Gold'] },
  );
  const slug = slugs[7] ?? '';
  const calls = {
    list: () => catalog.listBody(request, view),
    detail: () => catalog.productBody(slug, view),
  };
  // Cached data with live stock written in, serialized for the request.
  const overlays = {
    list: async () => toCachedBody(await catalog.list(request, view)),
    detail: async () => {
      const { product } = await catalog.product(slug, view);
      const [stock] = (await catalog.stockOf([product._id])).values();
      return toCachedBody({ product: { ...product, stock: stock ?? 0 } });
    },
  };
  const micros = async (work: () => Promise<unknown>, before: () => void = () => {}) => {
    for (let i = 0; i < 20; i++) {
      before();
      await work();
    }
    let total = 0;
    for (let i = 0; i < rounds; i++) {
      before();
      const started = performance.now();
      await work();
      total += performance.now() - started;
    }
    return Math.round((total / rounds) * 1000);
  };
  const rows: Record<string, string | number>[] = [];
  for (const name of ['list', 'detail'] as const) {
    rows.push({
      call: name,
      'hit µs': await micros(calls[name]),
      'after a stock move µs': await micros(calls[name], () => {
        versions = { ...versions, stock: versions.stock + 1 };
      }),
      'after a catalogue move µs': await micros(calls[name], () => {
        versions = { ...versions, catalog: versions.catalog + 1 };
      }),
      'overlay, every request µs': await micros(overlays[name]),
    });
  }
  console.log(`${kind}, ${count} products, ${rounds} rounds each`);
  console.table(rows);
} finally {
  await database.close();
  await throwaway?.drop();
  rmSync(dir, { recursive: true, force: true });
}
