/**
 * The product CSV import at scale on PostgreSQL: a 10 000-product catalogue exported, then
 * re-imported with every price changed (10 000 updates), and a file of 10 000 new products
 * (10 000 creates): each upload's dry run and its confirm, timed.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres npm run bench:import
 *
 * Options: --products=10000 --rows=10000.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRODUCT_CSV_COLUMNS, type ProductImportReport } from '@aurelle/contract';
import { createDatabase } from '../../apps/api/src/db/client.ts';
import { generateCatalog } from './generate.ts';
import { startAdminApi } from './admin-app.ts';
import { benchArgs } from './args.ts';
import { createBenchPostgres } from './bench-postgres.ts';

const args = benchArgs();
const productCount = Number(args.products ?? 10_000);
const rowCount = Number(args.rows ?? 10_000);

const throwaway = await createBenchPostgres('aurelle_bench_import');
const dataDir = mkdtempSync(join(tmpdir(), 'aurelle-bench-import-'));
const database = await createDatabase({ kind: 'postgres', url: throwaway.url, poolSize: 10 });
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
try {
  await database.migrate();
  await generateCatalog(database.db, { count: productCount });
  await database.db.execute(sql`analyze`);

  const { app, address, admin, cookie } = await startAdminApi(database, dataDir);

  let started = performance.now();
  const exported = await fetch(`${address}/api/admin/products/export`, { headers: { cookie } });
  const text = await exported.text();
  console.log(
    `export: ${productCount} products, ${(text.length / 1e6).toFixed(1)} MB in ${seconds(started)} s`,
  );

  /** Uploads a file, then confirms it and waits until its job has applied it; prints both times. */
  async function importFile(name: string, rows: Record<string, string>[]) {
    const csv = stringify(rows, { header: true, columns: [...PRODUCT_CSV_COLUMNS] });
    started = performance.now();
    const uploaded = await fetch(`${address}/api/admin/products/imports`, {
      method: 'POST',
      headers: { ...admin, cookie, 'content-type': 'text/csv' },
      body: csv,
    });
    const report = (await uploaded.json()) as ProductImportReport;
    const dry = seconds(started);
    if (report.status !== 'ready')
      throw new Error(`${name}: ${JSON.stringify(report).slice(0, 500)}`);
    started = performance.now();
    const confirmed = await fetch(
      `${address}/api/admin/products/imports/${report.importId}/confirm`,
      {
        method: 'POST',
        headers: { ...admin, cookie },
      },
    );
    if (!confirmed.ok)
      throw new Error(`${name} confirm: ${(await confirmed.text()).slice(0, 500)}`);
    // A job applies it: asked every 100 ms until it is applied.
    for (;;) {
      const now = (await (
        await fetch(`${address}/api/admin/products/imports/${report.importId}`, {
          headers: { cookie },
        })
      ).json()) as ProductImportReport;
      if (now.status === 'applied') break;
      if (now.status !== 'applying')
        throw new Error(`${name} import: ${JSON.stringify(now).slice(0, 500)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    console.log(
      `${name}: ${report.rows} rows (${report.create} to create, ${report.update} to update, ` +
        `${report.unchanged} unchanged): dry run ${dry} s, confirm ${seconds(started)} s`,
    );
  }

  const rows: Record<string, string>[] = parse(text, { bom: true, columns: true });
  await importFile(
    'every price changed',
    rows.slice(0, rowCount).map((row) => ({ ...row, price: String(Number(row.price) + 100) })),
  );
  await importFile(
    'new products',
    rows.slice(0, rowCount).map((row, i) => ({
      ...row,
      sku: `NEW-${String(i).padStart(6, '0')}`,
      slug: '',
      stock: '3',
    })),
  );
  await app.close();
} finally {
  await database.close();
  await throwaway.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
