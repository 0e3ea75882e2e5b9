import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_REQUEST_HEADER,
  catalogCsvMessages,
  catalogMessages,
  PRODUCT_CSV_COLUMNS,
  type AdminProduct,
  type ProductBody,
  type ProductImportReport,
} from '@aurelle/contract';
import { auditLog, metalRates } from '../../db/schema/index.ts';
import { writeTransaction } from '../../lib/write-transaction.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import {
  createAttribute,
  createCategory,
  createCollection,
  setCurrencyRates,
} from '../../../test/factories.ts';
import { admin, signedInStaff } from '../../../test/staff.ts';

const t = useTestApp();
let manager: Awaited<ReturnType<typeof signedInStaff>>;
let rings: { id: string };
let metal: Map<string, string>;

const FORMULA_NAME = '=HYPERLINK("http://evil.example","Click")';

beforeAll(async () => {
  await setCurrencyRates(t.db);
  manager = await signedInStaff(t, 'manager');
  rings = await createCategory(t.db, { slug: 'rings', name: { en: 'Rings', fr: 'Bagues' } });
  await createCategory(t.db, { slug: 'earrings', name: 'Earrings' });
  await createCollection(t.db, { slug: 'bridal', name: 'Bridal' });
  metal = (await createAttribute(t.db, { code: 'metal', values: ['Yellow Gold', 'Platinum'] }))
    .valueIds;
  await createAttribute(t.db, { code: 'stone', values: ['Diamond'] });

  const aurore = await create({
    sku: 'CSV-AURORE',
    name: { en: 'Céleste Halo Ring', fr: 'Bague Céleste « Étoile »' },
    description: { en: 'Worth ₹ 1,23,456; a halo.', fr: '- en or 18 carats, très élégant' },
  });
  // Its sizes' variants, as every product with options has them: three rows of its own.
  await t.db.execute(sql`select add_missing_variants(${aurore.id})`);
  await create({ sku: 'CSV-FORMULA', name: { en: FORMULA_NAME, fr: '' }, options: [] });
  await create({
    sku: 'CSV-PLAIN',
    name: { en: 'Plain Band', fr: '' },
    collectionId: null,
    attributeValueIds: [],
    options: [],
    status: 'draft',
  });
});

const body = (overrides: Partial<ProductBody> = {}): ProductBody => ({
  name: { en: 'Aurora Solitaire', fr: 'Solitaire Aurore' },
  description: { en: 'A single brilliant.', fr: 'Un seul brillant.' },
  sku: `AUR-${Math.random().toString(36).slice(2, 8)}`,
  price: '1,23,456.50',
  categoryId: rings.id,
  attributeValueIds: [metal.get('Yellow Gold') ?? '', metal.get('Platinum') ?? ''],
  options: [
    {
      code: 'ring-size',
      name: { en: 'Ring size', fr: 'Taille' },
      values: [
        { value: '12', label: { en: '12', fr: '' }, priceDelta: '0' },
        { value: '14', label: { en: 'Size 14', fr: 'Taille 14' }, priceDelta: '2,000' },
        { value: '10', label: { en: '10', fr: '' }, priceDelta: '-500' },
      ],
    },
  ],
  status: 'active',
  ...overrides,
});

async function create(overrides: Partial<ProductBody> = {}) {
  const res = await admin(t, 'POST', '/products', body(overrides), { cookie: manager.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminProduct>();
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const productBySku = async (sku: string) =>
  rowsOf<{ id: string; price: number; version: number; stock: number; slug: string }>(
    await t.db.execute(
      sql`select id, price, version, stock, slug from products where sku = ${sku}`,
    ),
  )[0];

async function exportCsv(query = '', cookie = manager.cookie) {
  return admin(t, 'GET', `/products/export${query}`, undefined, { cookie });
}

function upload(csv: string | Buffer, cookie = manager.cookie) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/products/imports',
    headers: {
      [ADMIN_REQUEST_HEADER]: '1',
      origin: t.env.PUBLIC_URL,
      cookie,
      'content-type': 'text/csv',
    },
    payload: csv,
  });
}

const confirm = (id: string, cookie = manager.cookie) =>
  admin(t, 'POST', `/products/imports/${id}/confirm`, undefined, { cookie });

/** Confirms an import and lets its job run: the import as it then stands. */
async function confirmed(id: string, cookie = manager.cookie): Promise<ProductImportReport> {
  const res = await confirm(id, cookie);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().status).toBe('applying');
  await t.app.jobs.drain();
  const now = await admin(t, 'GET', `/products/imports/${id}`, undefined, { cookie });
  expect(now.statusCode, now.body).toBe(200);
  return now.json<ProductImportReport>();
}

/** The export as rows of cells keyed by column. */
async function exported(): Promise<Record<string, string>[]> {
  const res = await exportCsv();
  expect(res.statusCode, res.body).toBe(200);
  return parse(res.body, { bom: true, columns: true });
}

const toCsv = (rows: Record<string, string>[]) =>
  stringify(rows, { header: true, columns: [...PRODUCT_CSV_COLUMNS] });

async function dryRun(rows: Record<string, string>[]) {
  const res = await upload(toCsv(rows));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProductImportReport>();
}

const newRow = (overrides: Record<string, string> = {}): Record<string, string> => ({
  sku: `NEW-${Math.random().toString(36).slice(2, 8)}`,
  status: 'active',
  name_en: 'Nova Pendant',
  name_fr: 'Pendentif Nova',
  description_en: '',
  description_fr: '',
  slug: '',
  price: '45,000',
  compare_at_price: '',
  category: 'rings',
  collection: '',
  filters: 'metal=Yellow Gold',
  options: '',
  seo_title_en: '',
  seo_title_fr: '',
  seo_description_en: '',
  seo_description_fr: '',
  featured_rank: '',
  hallmarked: 'no',
  stock: '',
  low_stock_at: '',
  ...overrides,
});

describe('GET /admin/products/export', () => {
  it('answers a CSV with a BOM, named by the day, every column, prices in rupees', async () => {
    const res = await exportCsv();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="aurelle-products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = await exported();
    expect(Object.keys(rows[0] ?? {})).toEqual([...PRODUCT_CSV_COLUMNS]);
    const aurore = rows.find((row) => row.sku === 'CSV-AURORE');
    expect(aurore).toMatchObject({
      status: 'active',
      name_fr: 'Bague Céleste « Étoile »',
      description_en: 'Worth ₹ 1,23,456; a halo.',
      price: '123456.50',
      category: 'rings',
      filters: 'metal=Yellow Gold|metal=Platinum',
      options: 'ring-size (Ring size | Taille): 12; 14 [Size 14 | Taille 14] +2000; 10 -500',
      hallmarked: 'no',
      stock: '0',
      low_stock_at: '2',
    });
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const rows = await exported();
    expect(rows.find((row) => row.sku === 'CSV-FORMULA')?.name_en).toBe(`'${FORMULA_NAME}`);
    expect(rows.find((row) => row.sku === 'CSV-AURORE')?.description_fr).toBe(
      "'- en or 18 carats, très élégant",
    );
  });

  it('keeps to the list filters', async () => {
    const res = await exportCsv('?status=draft');
    const rows: Record<string, string>[] = parse(res.body, { bom: true, columns: true });
    expect(rows.map((row) => row.sku)).toEqual(['CSV-PLAIN']);
  });

  it('writes each export in the audit log: who, the filters and how many products', async () => {
    const res = await exportCsv('?status=draft');
    const rows: Record<string, string>[] = parse(res.body, { bom: true, columns: true });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'product.exported'))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry).toMatchObject({
      staffId: manager.id,
      actor: manager.email,
      entityType: 'product',
      changes: { status: { after: 'draft' }, rows: { after: rows.length } },
    });
  });

  it('is refused to a role without the catalogue (fulfilment: 403)', async () => {
    const fulfilment = await signedInStaff(t, 'fulfilment');
    expect((await exportCsv('', fulfilment.cookie)).statusCode).toBe(403);
    expect((await upload(toCsv([newRow()]), fulfilment.cookie)).statusCode).toBe(403);
  });
});

describe('POST /admin/products/imports and its confirm', () => {
  it('finds an export re-imported as it is all unchanged, French text and ₹ and formulas included', async () => {
    const res = await exportCsv();
    const report = (await upload(res.rawPayload)).json<ProductImportReport>();
    // Three products, one of them in three sizes: six rows.
    expect(report).toMatchObject({ status: 'ready', rows: 6, create: 0, update: 0, unchanged: 3 });
    expect(report.errors).toEqual([]);
  });

  it('dry-runs one changed price as one update and changes nothing until confirmed', async () => {
    const before = await productBySku('CSV-AURORE');
    const rows = (await exported()).map((row) =>
      row.sku === 'CSV-AURORE' ? { ...row, price: '99,999' } : row,
    );
    const report = await dryRun(rows);
    expect(report).toMatchObject({ status: 'ready', create: 0, update: 1, unchanged: 2 });
    expect(await productBySku('CSV-AURORE')).toEqual(before);

    const applied = await confirmed(report.importId);
    expect(applied).toMatchObject({ status: 'applied', update: 1 });
    const shop = await t.get(`/api/aurelle/products/${before?.slug}`);
    expect(shop.json().product.price).toBe(99_999);
    const audit = rowsOf<{ changes: Record<string, { after: unknown }> }>(
      await t.db.execute(
        sql`select changes from audit_log where action = 'product.imported' order by id desc limit 1`,
      ),
    )[0];
    expect(audit?.changes).toMatchObject({ updated: { after: 1 }, unchanged: { after: 2 } });

    const again = await confirm(report.importId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(catalogCsvMessages.alreadyApplied);
  });

  it('reports every error by spreadsheet row and column, in the form words, and keeps nothing', async () => {
    const count = async () =>
      rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from products`))[0]?.n;
    const before = await count();
    const report = await dryRun([
      newRow({ sku: 'ERR-1', price: '12.345', name_en: '' }),
      newRow({ sku: 'ERR-2', category: 'tiaras' }),
      newRow({ sku: 'err-1' }),
      newRow({
        sku: 'ERR-3',
        filters: 'metal=Unobtainium',
        options: 'ring-size (Size): 12 -99,000',
      }),
      newRow({ sku: 'CSV-PLAIN', name_en: 'Plain Band', slug: 'celeste-halo-ring' }),
    ]);
    expect(report.status).toBe('invalid');
    expect(report.errors).toEqual([
      { row: 2, column: 'name_en', message: catalogMessages.nameRequired },
      { row: 2, column: 'price', message: catalogMessages.priceInvalid },
      { row: 3, column: 'category', message: catalogMessages.categoryNotFound },
      { row: 4, column: 'sku', message: catalogCsvMessages.skuRepeated(2) },
      {
        row: 5,
        column: 'filters',
        message: `${catalogMessages.attributeValueNotFound}: metal=Unobtainium`,
      },
      { row: 6, column: 'slug', message: catalogMessages.slugTaken },
    ]);
    expect(await count()).toBe(before);
    const refused = await confirm(report.importId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(catalogCsvMessages.notReady);
  });

  it('runs the form checks a row passes only once its fields are right (a price below ₹0)', async () => {
    const report = await dryRun([newRow({ options: 'ring-size (Size): 12 -99,000' })]);
    expect(report.errors).toEqual([
      { row: 2, column: 'options', message: catalogMessages.priceBelowZero },
    ]);
  });

  it('creates products with their opening stock in the ledger, and corrects stock by CSV', async () => {
    const report = await dryRun([
      newRow({ sku: 'NEW-STOCKED', stock: '5', low_stock_at: '1', name_fr: '@SUM(1)' }),
      newRow({ sku: 'CSV-PLAIN-2', name_en: 'Plain Band Two' }),
    ]);
    expect(report).toMatchObject({ status: 'ready', create: 2, update: 0 });
    expect(await productBySku('NEW-STOCKED')).toBeUndefined();
    expect((await confirmed(report.importId)).status).toBe('applied');
    const created = await productBySku('NEW-STOCKED');
    expect(created?.stock).toBe(5);
    const name = rowsOf<{ name: string }>(
      await t.db.execute(
        sql`select name from product_translations where product_id = ${created?.id} and locale = 'fr'`,
      ),
    )[0];
    expect(name?.name).toBe('@SUM(1)');

    const rows = (await exported()).map((row) =>
      row.sku === 'NEW-STOCKED' ? { ...row, stock: '3' } : row,
    );
    const corrected = await dryRun(rows);
    expect(corrected).toMatchObject({ update: 1 });
    expect((await confirmed(corrected.importId)).status).toBe('applied');
    const moves = rowsOf<{ change: number; reason: string; note: string }>(
      await t.db.execute(
        sql`select change, reason, note from stock_moves where product_id = ${created?.id} order by id`,
      ),
    );
    expect(moves).toEqual([
      { change: 5, reason: 'received', note: 'CSV import' },
      { change: -2, reason: 'correction', note: 'CSV import' },
    ]);
  });

  it('refuses a stock change on a hallmarked product: its stock is its pieces', async () => {
    const report = await dryRun([newRow({ hallmarked: 'yes', stock: '2' })]);
    expect(report.errors).toEqual([
      { row: 2, column: 'stock', message: catalogMessages.hallmarkedAdjust },
    ]);
  });

  it('changes nothing when the catalogue moved between the dry run and the confirm', async () => {
    const rows = (await exported()).map((row) =>
      row.sku === 'CSV-PLAIN' ? { ...row, price: '1,000' } : row,
    );
    const report = await dryRun([...rows, newRow({ sku: 'LATE-SKU' })]);
    expect(report).toMatchObject({ status: 'ready', create: 1, update: 1 });
    // Meanwhile a colleague creates a product with the new row's SKU.
    await create({ sku: 'LATE-SKU', name: { en: 'Late Comer', fr: '' }, options: [] });
    const before = await productBySku('CSV-PLAIN');

    const refused = await confirmed(report.importId);
    expect(refused).toMatchObject({
      status: 'failed',
      errors: [{ row: rows.length + 2, column: 'sku', message: catalogMessages.skuTaken }],
    });
    expect(await productBySku('CSV-PLAIN')).toEqual(before);
  });

  it('changes nothing when a product was saved after the dry run', async () => {
    const rows = (await exported()).map((row) =>
      row.sku === 'CSV-PLAIN' ? { ...row, price: '2,000' } : row,
    );
    const report = await dryRun(rows);
    const plain = await productBySku('CSV-PLAIN');
    await t.db.execute(sql`update products set version = version + 1 where sku = 'CSV-PLAIN'`);
    const refused = await confirmed(report.importId);
    const row = rows.findIndex((r) => r.sku === 'CSV-PLAIN') + 2;
    expect(refused).toMatchObject({ status: 'failed' });
    expect(refused.errors).toEqual([
      { row, column: 'sku', message: catalogCsvMessages.changedSinceDryRun },
    ]);
    expect((await productBySku('CSV-PLAIN'))?.price).toBe(plain?.price);
  });

  it('reads a file a French spreadsheet wrote (semicolons) and refuses one not in UTF-8', async () => {
    const semicolons = stringify([newRow({ sku: 'SEMI-1' })], {
      header: true,
      columns: [...PRODUCT_CSV_COLUMNS],
      delimiter: ';',
    });
    expect((await upload(semicolons)).json()).toMatchObject({ status: 'ready', create: 1 });
    const latin1 = Buffer.from(toCsv([newRow({ name_fr: 'Été' })]), 'latin1');
    const refused = await upload(latin1);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(catalogCsvMessages.notUtf8);
  });

  it('prices a product by the metal rate from its composition columns, as an import in the price history', async () => {
    await t.db.insert(metalRates).values({ metal: 'gold-22k', ratePerGram: 6_500_00 });
    const before = await productBySku('CSV-AURORE');
    const rows = (await exported()).map((row) =>
      row.sku === 'CSV-AURORE'
        ? {
            ...row,
            hsn: '711319',
            metal: 'gold-22k',
            net_weight_g: '5.25',
            making_kind: 'percent',
            making: '12',
            stones: '10000',
          }
        : row,
    );
    const report = await dryRun(rows);
    expect(report).toMatchObject({ status: 'ready', update: 1 });
    expect(await productBySku('CSV-AURORE')).toEqual(before);
    expect(await confirmed(report.importId)).toMatchObject({ status: 'applied', update: 1 });

    // 5.25 g × ₹6,500 = ₹34,125; making 12 % = ₹4,095; stones ₹10,000; with 3 % GST ₹49,666.60,
    // rounded to the rupee.
    expect((await productBySku('CSV-AURORE'))?.price).toBe(4_966_700);
    const history = rowsOf<{ old_price: number; new_price: number; reason: string }>(
      await t.db.execute(
        sql`select old_price, new_price, reason from price_changes where product_id = ${before?.id} order by id desc limit 1`,
      ),
    );
    expect(history).toEqual([{ old_price: before?.price, new_price: 4_966_700, reason: 'import' }]);
    const again = (await exported()).find((row) => row.sku === 'CSV-AURORE');
    expect(again).toMatchObject({
      hsn: '711319',
      metal: 'gold-22k',
      net_weight_g: '5.25',
      making_kind: 'percent',
      making: '12',
    });
  });

  it('refuses a file without the columns, and stores nothing', async () => {
    const res = await upload('sku,price\nA-1,100\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^The first row must name the columns; missing: status/);
  });
});

describe('variants in the CSV: a row per variant after its product', () => {
  const RING = 'CSV-RING';
  let ring: { id: string };

  /** Tara Solitaire Ring in sizes 10, 12 and 14 (14 costs ₹1,500 more), three pieces in size 12. */
  beforeAll(async () => {
    ring = await create({
      sku: RING,
      name: { en: 'Tara Solitaire Ring', fr: '' },
      attributeValueIds: [],
      options: [
        {
          code: 'ring-size',
          name: { en: 'Ring size', fr: 'Taille' },
          values: ['10', '12', '14'].map((value) => ({
            value,
            label: { en: value, fr: '' },
            priceDelta: value === '14' ? '1,500' : '0',
          })),
        },
      ],
    });
    await t.db.execute(sql`select add_missing_variants(${ring.id})`);
    await writeTransaction(t.db, { staffId: null, stock: { reason: 'received' } }, (tx) =>
      tx.execute(
        sql`update product_variants set stock = 3 where product_id = ${ring.id} and key = '["12"]'`,
      ),
    );
  });

  const ringRows = async () => (await exported()).filter((row) => row.sku === RING);
  const variantsOf = async (productId: string) =>
    rowsOf<{ id: string; key: string; sku: string; stock: number; price_delta: number }>(
      await t.db.execute(
        sql`select id, key, sku, stock, price_delta from product_variants where product_id = ${productId} order by key`,
      ),
    );
  const movesOf = async (productId: string) =>
    rowsOf<{ variant_id: string; change: number; reason: string; note: string | null }>(
      await t.db.execute(
        sql`select variant_id, change, reason, note from stock_moves where product_id = ${productId} order by id`,
      ),
    );
  /** A variant's row: its product's SKU and the variant's cells, the product's left empty. */
  const variantRow = (sku: string, cells: Record<string, string>) => ({
    ...Object.fromEntries(PRODUCT_CSV_COLUMNS.map((column) => [column, ''])),
    sku,
    ...cells,
  });
  const shape = (row: Record<string, string>) => ({
    name_en: row.name_en,
    price: row.price,
    variant: row.variant,
    variant_sku: row.variant_sku,
    variant_price_change: row.variant_price_change,
    stock: row.stock,
    low_stock_at: row.low_stock_at,
  });

  it('exports a ring in sizes 10, 12 and 14 as its own row, then a row per size with its SKU and stock', async () => {
    const rows = await ringRows();
    const size = { name_en: '', price: '', low_stock_at: '2' };
    expect(rows.map(shape)).toEqual([
      // Its own row: the stock not counted per size (none here).
      {
        name_en: 'Tara Solitaire Ring',
        price: '123456.50',
        variant: '',
        variant_sku: '',
        variant_price_change: '',
        stock: '0',
        low_stock_at: '2',
      },
      {
        ...size,
        variant: 'ring-size=10',
        variant_sku: 'CSV-RING-10',
        variant_price_change: '0',
        stock: '0',
      },
      {
        ...size,
        variant: 'ring-size=12',
        variant_sku: 'CSV-RING-12',
        variant_price_change: '0',
        stock: '3',
      },
      {
        ...size,
        variant: 'ring-size=14',
        variant_sku: 'CSV-RING-14',
        variant_price_change: '1500',
        stock: '0',
      },
    ]);
  });

  it("imports one size's changed stock as one ledger row on that size, a correction by CSV", async () => {
    const before = await productBySku(RING);
    const variants = await variantsOf(ring.id);
    const moves = await movesOf(ring.id);
    const rows = (await exported()).map((row) =>
      row.sku === RING && row.variant === 'ring-size=14' ? { ...row, stock: '2' } : row,
    );
    const report = await dryRun(rows);
    const products = new Set(rows.map((row) => row.sku)).size;
    expect(report).toMatchObject({
      status: 'ready',
      create: 0,
      update: 1,
      unchanged: products - 1,
    });
    expect(await variantsOf(ring.id)).toEqual(variants);

    expect(await confirmed(report.importId)).toMatchObject({ status: 'applied', update: 1 });
    const size14 = variants.find((variant) => variant.key === '["14"]');
    expect((await movesOf(ring.id)).slice(moves.length)).toEqual([
      { variant_id: size14?.id, change: 2, reason: 'correction', note: 'CSV import' },
    ]);
    expect((await variantsOf(ring.id)).map((variant) => [variant.key, variant.stock])).toEqual([
      ['', 0],
      ['["10"]', 0],
      ['["12"]', 3],
      ['["14"]', 2],
    ]);
    // The product's stock is its sizes'; the product itself was not saved again.
    expect(await productBySku(RING)).toEqual({ ...before, stock: 5 });
  });

  it('changes nothing when the export is imported as it is', async () => {
    const state = async () => ({
      products: rowsOf(
        await t.db.execute(sql`select id, version, stock, updated_at from products order by id`),
      ),
      variants: rowsOf(
        await t.db.execute(sql`select * from product_variants order by product_id, key`),
      ),
      moves: rowsOf(await t.db.execute(sql`select count(*)::int as n from stock_moves`)),
      options: rowsOf(await t.db.execute(sql`select id from product_option_values order by id`)),
    });
    const before = await state();
    const res = await exportCsv();
    const report = (await upload(res.rawPayload)).json<ProductImportReport>();
    expect(report).toMatchObject({ status: 'ready', create: 0, update: 0, errors: [] });
    expect(report.unchanged).toBe(new Set((await exported()).map((row) => row.sku)).size);
    expect(await confirmed(report.importId)).toMatchObject({ status: 'applied', update: 0 });
    expect(await state()).toEqual(before);
  });

  it('refuses a variant SKU another product or variant holds, and writes nothing', async () => {
    const variants = await variantsOf(ring.id);
    const moves = await movesOf(ring.id);
    const rows = (await ringRows()).map((row) =>
      row.variant === 'ring-size=10'
        ? { ...row, variant_sku: 'csv-plain', stock: '4' }
        : row.variant === 'ring-size=12'
          ? { ...row, variant_sku: RING }
          : row.variant === 'ring-size=14'
            ? { ...row, variant_sku: 'CSV-AURORE-12' }
            : row,
    );
    const report = await dryRun(rows);
    expect(report.status).toBe('invalid');
    expect(report.errors).toEqual([
      { row: 3, column: 'variant_sku', message: catalogCsvMessages.variantSkuTaken },
      // The ring's own SKU: its own row's.
      { row: 4, column: 'variant_sku', message: catalogCsvMessages.skuRepeated(2) },
      { row: 5, column: 'variant_sku', message: catalogCsvMessages.variantSkuTaken },
    ]);
    expect((await confirm(report.importId)).json().message).toBe(catalogCsvMessages.notReady);
    expect(await variantsOf(ring.id)).toEqual(variants);
    expect(await movesOf(ring.id)).toEqual(moves);
  });

  it("reports a variant's row errors in its own words", async () => {
    const [own = {}] = await ringRows();
    const report = await dryRun([
      own,
      variantRow(RING, { variant: 'ring-size=16' }),
      variantRow(RING, { variant: 'size=12' }),
      variantRow(RING, { variant: 'ring-size=12', stock: '1' }),
      variantRow(RING, { variant: 'Ring-Size=12' }),
      variantRow(RING, { variant: 'ring-size=10', price: '1' }),
      variantRow('NO-SUCH-RING', { variant: 'ring-size=10' }),
      variantRow(RING, { variant: 'ring-size=14', variant_price_change: 'a lot' }),
      variantRow(RING, { variant: '=12' }),
    ]);
    expect(report.status).toBe('invalid');
    expect(report.errors).toEqual([
      {
        row: 3,
        column: 'variant',
        message: catalogCsvMessages.variantValueUnknown('ring-size', '16', '10, 12, 14'),
      },
      {
        row: 4,
        column: 'variant',
        message: catalogCsvMessages.variantOptionUnknown('size', 'ring-size'),
      },
      { row: 6, column: 'variant', message: catalogCsvMessages.variantRepeated(5) },
      { row: 7, column: 'price', message: catalogCsvMessages.variantRowProductCell(2) },
      { row: 8, column: 'sku', message: catalogCsvMessages.variantWithoutProduct },
      {
        row: 9,
        column: 'variant_price_change',
        message: catalogCsvMessages.priceChangeInvalid,
      },
      { row: 10, column: 'variant', message: catalogCsvMessages.variantInvalid },
    ]);
  });

  it("refuses a size's price change that would take its price below ₹0", async () => {
    const rows = (await ringRows()).map((row) =>
      row.variant === 'ring-size=10' ? { ...row, variant_price_change: '-2,00,000' } : row,
    );
    const report = await dryRun(rows);
    expect(report.errors).toEqual([
      { row: 3, column: 'variant_price_change', message: catalogMessages.priceBelowZero },
    ]);
  });

  it('creates a product in sizes from its rows: its options, every size made, the sizes given their SKU, stock and price', async () => {
    const report = await dryRun([
      newRow({
        sku: 'NEW-BAND',
        name_en: 'Nova Band',
        options: 'band-size (Band size): S; M; L',
        stock: '1',
      }),
      variantRow('NEW-BAND', { variant: 'band-size=m', variant_sku: 'NB-M', stock: '4' }),
      variantRow('NEW-BAND', { variant: 'band-size=L', stock: '2', variant_price_change: '1,200' }),
    ]);
    expect(report).toMatchObject({ status: 'ready', rows: 3, create: 1, update: 0 });
    expect(await productBySku('NEW-BAND')).toBeUndefined();
    expect(await confirmed(report.importId)).toMatchObject({ status: 'applied', create: 1 });
    const band = await productBySku('NEW-BAND');
    expect(band?.stock).toBe(7);
    const variants = await variantsOf(band?.id ?? '');
    expect(
      variants.map(({ key, sku, stock, price_delta }) => ({ key, sku, stock, price_delta })),
    ).toEqual([
      { key: '', sku: 'NEW-BAND', stock: 1, price_delta: 0 },
      { key: '["L"]', sku: 'NEW-BAND-L', stock: 2, price_delta: 120_000 },
      { key: '["M"]', sku: 'NB-M', stock: 4, price_delta: 0 },
      { key: '["S"]', sku: 'NEW-BAND-S', stock: 0, price_delta: 0 },
    ]);
    const idOf = (key: string) => variants.find((variant) => variant.key === key)?.id;
    expect(await movesOf(band?.id ?? '')).toEqual(
      expect.arrayContaining([
        { variant_id: idOf(''), change: 1, reason: 'received', note: 'CSV import' },
        { variant_id: idOf('["L"]'), change: 2, reason: 'received', note: 'CSV import' },
        { variant_id: idOf('["M"]'), change: 4, reason: 'received', note: 'CSV import' },
      ]),
    );
    expect(await movesOf(band?.id ?? '')).toHaveLength(3);
  });

  it("imports a file without the variant columns as before: a product's stock is its whole stock", async () => {
    const columns = PRODUCT_CSV_COLUMNS.filter((column) => !column.startsWith('variant'));
    const [own = {}] = await ringRows();
    const oldFile = (stock: number) =>
      stringify([{ ...own, stock: String(stock) }], { header: true, columns });
    const before = await productBySku(RING);
    const whole = before?.stock ?? 0;
    const counted = (await variantsOf(ring.id))
      .filter((variant) => variant.key !== '')
      .reduce((sum, variant) => sum + variant.stock, 0);
    expect(counted).toBeGreaterThan(0);

    const same = (await upload(oldFile(whole))).json<ProductImportReport>();
    expect(same).toMatchObject({ status: 'ready', rows: 1, unchanged: 1, update: 0 });

    const less = (await upload(oldFile(counted - 1))).json<ProductImportReport>();
    expect(less.errors).toEqual([
      { row: 2, column: 'stock', message: catalogCsvMessages.stockCountedPerVariant(counted) },
    ]);

    const moves = await movesOf(ring.id);
    const more = (await upload(oldFile(whole + 2))).json<ProductImportReport>();
    expect(more).toMatchObject({ status: 'ready', update: 1 });
    expect(await confirmed(more.importId)).toMatchObject({ status: 'applied' });
    const implicit = (await variantsOf(ring.id)).find((variant) => variant.key === '');
    // The two more are not counted per size: they go to the ring's own stock.
    expect(implicit?.stock).toBe(whole + 2 - counted);
    expect((await movesOf(ring.id)).slice(moves.length)).toEqual([
      { variant_id: implicit?.id, change: 2, reason: 'correction', note: 'CSV import' },
    ]);
    expect((await productBySku(RING))?.stock).toBe(whole + 2);
  });
});
