import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database, type DatabaseTarget } from '../src/db/client.ts';
import { tempDirs } from './temp-dirs.ts';
import { databaseBefore } from './upgrade-database.ts';

/**
 * A shop's database from before variants, upgraded as a start does it: the migration alone gives
 * every product its variants and keeps every product's stock and ledger.
 */
const dirs = tempDirs('aurelle-variants-');
const rowsOf = async <T>(query: Promise<unknown>): Promise<T[]> =>
  ((await query) as { rows: T[] }).rows;

let target: DatabaseTarget;
let dropPostgres: (() => Promise<void>) | undefined;
let database: Database;
const ids = {} as Record<'plain' | 'ring' | 'chain' | 'line' | 'plainLine', string>;

beforeAll(async () => {
  const upgrading = await databaseBefore(dirs, 'aurelle_variants', '_product_variants');
  target = upgrading.target;
  dropPostgres = upgrading.drop;
  const before = upgrading.before;
  await before.db.transaction(async (tx) => {
    const one = async (query: ReturnType<typeof sql>) =>
      (await rowsOf<{ id: string }>(tx.execute(query)))[0]?.id ?? '';
    await tx.execute(sql`select set_config('aurelle.stock_reason', 'received', true)`);
    const category = await one(sql`insert into categories (slug, name)
      values ('rings', '{"en":"Rings"}') returning id`);
    const product = (sku: string, stock: number, hallmarked = false) =>
      one(sql`insert into products (sku, category_id, price, stock, hallmarked)
        values (${sku}, ${category}, 100000, ${stock}, ${hallmarked}) returning id`);
    ids.plain = await product('STUD-1', 5);
    ids.ring = await product('TARA-RING', 3);
    ids.chain = await product('HALL-CHAIN', 2, true);
    // The ring comes in three sizes and two metals; rose gold costs ₹1,500 more.
    const option = (productId: string, code: string, position: number) =>
      one(sql`insert into product_options (product_id, code, name, position)
        values (${productId}, ${code}, ${JSON.stringify({ en: code })}::jsonb, ${position})
        returning id`);
    const size = await option(ids.ring, 'size', 0);
    const metal = await option(ids.ring, 'metal', 1);
    for (const [index, value] of ['10', '12', '14'].entries())
      await tx.execute(sql`insert into product_option_values (option_id, value, label, position)
        values (${size}, ${value}, ${JSON.stringify({ en: value })}::jsonb, ${index})`);
    await tx.execute(sql`insert into product_option_values
        (option_id, value, label, price_delta, position)
      values (${metal}, 'Yellow Gold', '{"en":"Yellow gold"}', 0, 0),
             (${metal}, 'Rose Gold', '{"en":"Rose gold"}', 150000, 1)`);
    await tx.execute(sql`insert into product_pieces (product_id, huid)
      values (${ids.chain}, 'AB12CD'), (${ids.chain}, 'EF34GH')`);
    // A sale of one ring, size 12 in rose gold, and one stud: the ledger and an order line each.
    await tx.execute(sql`select set_config('aurelle.stock_reason', 'sold', true)`);
    await tx.execute(
      sql`update products set stock = stock - 1 where id in (${ids.ring}, ${ids.plain})`,
    );
    const customer = await one(sql`insert into customers (name) values ('Asha') returning id`);
    const order = await one(sql`insert into orders
        (order_number, customer_id, payment_method, payment_status, currency, currency_rate,
         subtotal, total, shipping_option, billing_info, user_info)
      values ('A-1001', ${customer}, 'cod', 'pending', 'INR', 1, 251500, 251500, 'standard',
              '{}', '{}') returning id`);
    const line = (productId: string, sku: string, variants: unknown) =>
      one(sql`insert into order_lines
          (order_id, product_id, name, sku, quantity, unit_price, variants, order_status)
        values (${order}, ${productId}, 'A piece', ${sku}, 1, 100000,
                ${JSON.stringify(variants)}::jsonb, 'Placed') returning id`);
    ids.line = await line(ids.ring, 'TARA-RING', [
      { optionValue: 'Rose Gold' },
      { optionValue: '12' },
    ]);
    ids.plainLine = await line(ids.plain, 'STUD-1', []);
  });
  await before.close();

  database = await createDatabase(target);
  await database.migrate();
});
afterAll(async () => {
  await database?.close();
  await dropPostgres?.();
});

type VariantRow = {
  key: string;
  sku: string;
  stock: number;
  price_delta: number;
  position: number;
};
const variantsOf = (productId: string) =>
  rowsOf<VariantRow>(
    database.db.execute(sql`select key, sku, stock, price_delta, position from product_variants
      where product_id = ${productId} order by position`),
  );

describe('upgrading a database from before variants', () => {
  it('gives a product without options one implicit variant holding its stock and SKU', async () => {
    expect(await variantsOf(ids.plain)).toEqual([
      { key: '', sku: 'STUD-1', stock: 4, price_delta: 0, position: 0 },
    ]);
  });

  it('gives a product with options a variant per combination, its stock kept on the implicit one', async () => {
    const variants = await variantsOf(ids.ring);
    expect(variants[0]).toEqual({
      key: '',
      sku: 'TARA-RING',
      stock: 2,
      price_delta: 0,
      position: 0,
    });
    // Sizes in their order, each in yellow then rose gold; the values sorted in the key, as a cart's.
    expect(variants.slice(1)).toEqual([
      {
        key: '["10","Yellow Gold"]',
        sku: 'TARA-RING-10-YELLOWGOLD',
        stock: 0,
        price_delta: 0,
        position: 1,
      },
      {
        key: '["10","Rose Gold"]',
        sku: 'TARA-RING-10-ROSEGOLD',
        stock: 0,
        price_delta: 150000,
        position: 2,
      },
      {
        key: '["12","Yellow Gold"]',
        sku: 'TARA-RING-12-YELLOWGOLD',
        stock: 0,
        price_delta: 0,
        position: 3,
      },
      {
        key: '["12","Rose Gold"]',
        sku: 'TARA-RING-12-ROSEGOLD',
        stock: 0,
        price_delta: 150000,
        position: 4,
      },
      {
        key: '["14","Yellow Gold"]',
        sku: 'TARA-RING-14-YELLOWGOLD',
        stock: 0,
        price_delta: 0,
        position: 5,
      },
      {
        key: '["14","Rose Gold"]',
        sku: 'TARA-RING-14-ROSEGOLD',
        stock: 0,
        price_delta: 150000,
        position: 6,
      },
    ]);
  });

  it("keeps every product's stock as the sum of its variants' and of its ledger", async () => {
    const rows = await rowsOf<{ sku: string; stock: number; variants: number; ledger: number }>(
      database.db.execute(sql`select p.sku, p.stock,
          (select sum(stock)::int from product_variants v where v.product_id = p.id) as variants,
          (select coalesce(sum(change), 0)::int from stock_moves m where m.product_id = p.id) as ledger
        from products p order by p.sku`),
    );
    expect(rows).toEqual([
      { sku: 'HALL-CHAIN', stock: 2, variants: 2, ledger: 2 },
      { sku: 'STUD-1', stock: 4, variants: 4, ledger: 4 },
      { sku: 'TARA-RING', stock: 2, variants: 2, ledger: 2 },
    ]);
    const [unplaced] = await rowsOf<{ count: number }>(
      database.db.execute(sql`select count(*)::int as count from stock_moves m
        join product_variants v on v.id = m.variant_id
        where v.product_id <> m.product_id or v.key <> ''`),
    );
    expect(unplaced?.count).toBe(0);
  });

  it("gives the hallmarked pieces their product's implicit variant", async () => {
    const rows = await rowsOf<{ huid: string; key: string }>(
      database.db.execute(sql`select pc.huid, v.key from product_pieces pc
        join product_variants v on v.id = pc.variant_id and v.product_id = pc.product_id
        order by pc.huid`),
    );
    expect(rows).toEqual([
      { huid: 'AB12CD', key: '' },
      { huid: 'EF34GH', key: '' },
    ]);
  });

  it('names on each order line the combination it ordered, else the implicit variant', async () => {
    const rows = await rowsOf<{ id: string; key: string }>(
      database.db.execute(sql`select l.id, v.key from order_lines l
        join product_variants v on v.id = l.variant_id and v.product_id = l.product_id`),
    );
    expect(Object.fromEntries(rows.map((row) => [row.id, row.key]))).toEqual({
      [ids.line]: '["12","Rose Gold"]',
      [ids.plainLine]: '',
    });
  });
});
