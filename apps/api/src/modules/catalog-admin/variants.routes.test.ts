import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  catalogMessages,
  stockMessages,
  variantMessages,
  type AdminProduct,
  type ProductBody,
  type ProductVariants,
} from '@aurelle/contract';
import { auditLog, productVariants } from '../../db/schema/index.ts';
import { createCategory, setCurrencyRates } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { admin, signedInStaff } from '../../../test/staff.ts';
import { ledgerOf, productStock, variantByKey } from '../../../test/variant-fixtures.ts';

const t = useTestApp();
let manager: Awaited<ReturnType<typeof signedInStaff>>;
let categoryId: string;

beforeAll(async () => {
  await setCurrencyRates(t.db);
  manager = await signedInStaff(t, 'manager');
  categoryId = (await createCategory(t.db)).id;
});

const size = (value: string, priceDelta = '0') => ({
  value,
  label: { en: value, fr: value },
  priceDelta,
});
const RING_SIZES = {
  code: 'ring-size',
  name: { en: 'Ring size', fr: 'Taille' },
  values: [size('10'), size('12'), size('14', '2,000')],
};

const body = (overrides: Partial<ProductBody> = {}): ProductBody => ({
  name: { en: 'Tara Solitaire Ring', fr: '' },
  description: { en: '', fr: '' },
  sku: `TARA-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
  price: '45,000',
  categoryId,
  collectionId: null,
  attributeValueIds: [],
  options: [RING_SIZES],
  status: 'active',
  ...overrides,
});

const as = (cookie: string) => ({ cookie });
async function create(overrides: Partial<ProductBody> = {}) {
  const res = await admin(t, 'POST', '/products', body(overrides), as(manager.cookie));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminProduct>();
}
async function variantsOf(productId: string, cookie = manager.cookie) {
  const res = await admin(t, 'GET', `/products/${productId}/variants`, undefined, as(cookie));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProductVariants>();
}
async function variantOf(productId: string, label: string) {
  const found = (await variantsOf(productId)).variants.find((v) => v.label === label);
  if (!found) throw new Error(`no variant ${label}`);
  return found;
}
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** Every variant's row, to show a refused call changed none. */
const allVariants = () => t.db.select().from(productVariants).orderBy(asc(productVariants.id));
const adjust = (payload: object, cookie = manager.cookie) =>
  admin(t, 'POST', '/stock/adjustments', payload, as(cookie));
const count = (productId: string, variantId: string, payload: object, cookie = manager.cookie) =>
  admin(t, 'POST', `/products/${productId}/variants/${variantId}/count`, payload, as(cookie));
const edit = (productId: string, variantId: string, payload: object, cookie = manager.cookie) =>
  admin(t, 'PUT', `/products/${productId}/variants/${variantId}`, payload, as(cookie));

describe('a product’s variants', () => {
  it('are made when its options are saved: each combination named in words, with its SKU', async () => {
    const ring = await create();
    const listed = await variantsOf(ring.id);
    expect(listed).toMatchObject({ hasOptions: true, notCounted: 0, price: 4_500_000 });
    expect(
      listed.variants.map((v) => [v.label, v.sku, v.stock, v.lowStockAt, v.priceDelta, v.offered]),
    ).toEqual([
      ['Ring size: 10', `${ring.sku}-10`, 0, 2, 0, true],
      ['Ring size: 12', `${ring.sku}-12`, 0, 2, 0, true],
      ['Ring size: 14', `${ring.sku}-14`, 0, 2, 200_000, true],
    ]);
    expect(listed.variants[0]?.options).toEqual([{ name: 'Ring size', value: '10' }]);

    // A second option on the form: every combination, named option after option.
    const metal = {
      code: 'metal',
      name: { en: 'Metal', fr: 'Métal' },
      values: [
        { value: 'Yellow Gold', label: { en: 'Yellow gold', fr: '' }, priceDelta: '0' },
        { value: 'Rose Gold', label: { en: 'Rose gold', fr: '' }, priceDelta: '500' },
      ],
    };
    const saved = await admin(
      t,
      'PUT',
      `/products/${ring.id}`,
      { ...body({ sku: ring.sku, options: [RING_SIZES, metal] }), version: ring.version },
      as(manager.cookie),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const both = await variantsOf(ring.id);
    expect(both.variants.filter((v) => v.offered).map((v) => [v.label, v.priceDelta])).toEqual([
      ['Ring size: 10 · Metal: Yellow gold', 0],
      ['Ring size: 10 · Metal: Rose gold', 50_000],
      ['Ring size: 12 · Metal: Yellow gold', 0],
      ['Ring size: 12 · Metal: Rose gold', 50_000],
      ['Ring size: 14 · Metal: Yellow gold', 200_000],
      ['Ring size: 14 · Metal: Rose gold', 250_000],
    ]);
    expect(both.variants.find((v) => v.label.includes('Rose gold'))?.sku).toBe(
      `${ring.sku}-10-ROSEGOLD`,
    );
    // The sizes alone, no longer made, are kept (without stock) and no longer offered.
    expect(both.variants.filter((v) => !v.offered).map((v) => v.label)).toEqual([
      'Ring size: 10',
      'Ring size: 12',
      'Ring size: 14',
    ]);
  });

  it('a product without options has none to show: its one variant is the product itself', async () => {
    const pendant = await create({ options: [] });
    expect(await variantsOf(pendant.id)).toMatchObject({
      hasOptions: false,
      notCounted: 0,
      variants: [],
    });
  });

  it('refuses (409) a product SKU or a variant SKU another product or variant holds, writing nothing', async () => {
    const ring = await create();
    const before = await allVariants();
    const products = async () =>
      rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from products`))[0]?.n;
    const productsBefore = await products();

    // A new product named as another's combination: not a 500 from the unique index.
    const clash = await admin(
      t,
      'POST',
      '/products',
      body({ sku: `${ring.sku}-12`.toLowerCase(), options: [] }),
      as(manager.cookie),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual({ sku: variantMessages.skuTaken });
    // A product whose combinations would be named as another's: its own SKU clashes first.
    const other = await create({ options: [] });
    const renamed = await admin(
      t,
      'PUT',
      `/products/${other.id}`,
      { ...body({ sku: `${ring.sku}-14`, options: [] }), version: other.version },
      as(manager.cookie),
    );
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().errors).toEqual({ sku: variantMessages.skuTaken });

    const twelve = await variantOf(ring.id, 'Ring size: 12');
    for (const sku of [other.sku, `${ring.sku}-10`.toLowerCase(), ring.sku]) {
      const res = await edit(ring.id, twelve.id, { sku, priceDelta: 0, lowStockAt: 2 });
      expect(res.statusCode, sku).toBe(409);
      expect(res.json().errors).toEqual({ sku: variantMessages.skuTaken });
    }
    expect(await products()).toBe((productsBefore ?? 0) + 1);
    expect((await allVariants()).filter((v) => v.productId !== other.id)).toEqual(before);
  });

  it('edits a combination’s SKU, supplement and threshold, with an audit row', async () => {
    const ring = await create();
    const twelve = await variantOf(ring.id, 'Ring size: 12');
    const res = await edit(ring.id, twelve.id, {
      sku: ` ${ring.sku}-S12 `,
      priceDelta: -50_000,
      lowStockAt: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ProductVariants>().variants[1]).toMatchObject({
      id: twelve.id,
      sku: `${ring.sku}-S12`,
      priceDelta: -50_000,
      lowStockAt: 1,
    });
    const [logged] = await t.db
      .select({ changes: auditLog.changes, actor: auditLog.actor })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.variant-updated'), eq(auditLog.entityId, ring.id)));
    expect(logged).toEqual({
      actor: manager.email,
      changes: {
        variant: { after: '["12"]' },
        sku: { before: `${ring.sku}-12`, after: `${ring.sku}-S12` },
        priceDelta: { before: 0, after: -50_000 },
        lowStockAt: { before: 2, after: 1 },
      },
    });

    // The form's supplements: a combination still at its values' sum follows them; one set by
    // hand keeps its own.
    const saved = await admin(
      t,
      'PUT',
      `/products/${ring.id}`,
      {
        ...body({
          sku: ring.sku,
          options: [
            { ...RING_SIZES, values: [size('10'), size('12', '100'), size('14', '3,000')] },
          ],
        }),
        version: ring.version,
      },
      as(manager.cookie),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await variantsOf(ring.id)).variants.map((v) => v.priceDelta)).toEqual([
      0, -50_000, 300_000,
    ]);
  });

  it('refuses bad edits with a 4xx and changes nothing', async () => {
    const ring = await create({ price: '1,000' });
    const other = await create();
    const twelve = await variantOf(ring.id, 'Ring size: 12');
    const implicit = await variantByKey(t.db, ring.id, '');
    const before = await allVariants();
    const good = { sku: 'FINE-1', priceDelta: 0, lowStockAt: 2 };
    const tries: [string, string, object, number, Record<string, string> | undefined][] = [
      [ring.id, twelve.id, { ...good, sku: '' }, 400, { sku: catalogMessages.skuInvalid }],
      [ring.id, twelve.id, { ...good, sku: 'A B' }, 400, { sku: catalogMessages.skuInvalid }],
      [
        ring.id,
        twelve.id,
        { ...good, priceDelta: 1.5 },
        400,
        { priceDelta: variantMessages.priceDeltaInvalid },
      ],
      [
        ring.id,
        twelve.id,
        { ...good, lowStockAt: -1 },
        400,
        { lowStockAt: variantMessages.thresholdInvalid },
      ],
      // ₹1,000 less ₹1,000.01 would be below ₹0.
      [
        ring.id,
        twelve.id,
        { ...good, priceDelta: -100_001 },
        400,
        { priceDelta: catalogMessages.priceBelowZero },
      ],
      [ring.id, implicit.id, good, 409, undefined],
      [other.id, twelve.id, good, 404, undefined],
      ['00000000-0000-4000-8000-000000000000', twelve.id, good, 404, undefined],
    ];
    for (const [productId, variantId, payload, status, errors] of tries) {
      const res = await edit(productId, variantId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      if (errors) expect(res.json().errors).toMatchObject(errors);
    }
    // ₹1,000 less ₹1,000 is ₹0: allowed.
    expect((await edit(ring.id, twelve.id, { ...good, priceDelta: -100_000 })).statusCode).toBe(
      200,
    );
    const after = await allVariants();
    expect(after.filter((v) => v.id !== twelve.id)).toEqual(
      before.filter((v) => v.id !== twelve.id),
    );
  });
});

describe('stock per variant', () => {
  it('adjusts one combination with its reason: one ledger row on it, the product’s stock follows', async () => {
    const ring = await create();
    const twelve = await variantOf(ring.id, 'Ring size: 12');
    const res = await adjust({
      productId: ring.id,
      variantId: twelve.id,
      change: 3,
      reason: 'received',
      note: 'From the workshop',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      productId: ring.id,
      variantId: twelve.id,
      stock: 3,
      lowStockAt: 2,
    });
    expect(await ledgerOf(t.db, ring.id)).toMatchObject([
      { variantId: twelve.id, change: 3, reason: 'received', note: 'From the workshop' },
    ]);
    expect(await productStock(t.db, ring.id)).toBe(3);
    expect((await variantOf(ring.id, 'Ring size: 12')).stock).toBe(3);
    const history = await admin(t, 'GET', `/stock/${ring.id}`, undefined, as(manager.cookie));
    expect(history.json().moves[0]).toMatchObject({
      change: 3,
      reason: 'received',
      variantSku: twelve.sku,
      actor: manager.name,
    });
    const [logged] = await t.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'stock.adjusted'), eq(auditLog.entityId, ring.id)));
    expect(logged?.changes).toMatchObject({
      variant: { after: twelve.sku },
      stock: { before: 0, after: 3 },
      reason: { after: 'received' },
    });

    // Below 0, another product's variant, none: refused, nothing written.
    const other = await create();
    const refused: [object, number][] = [
      [{ productId: ring.id, variantId: twelve.id, change: -4, reason: 'damaged' }, 409],
      [{ productId: other.id, variantId: twelve.id, change: 1, reason: 'received' }, 404],
      [{ productId: ring.id, variantId: 'not-a-uuid', change: 1, reason: 'received' }, 400],
      [{ productId: ring.id, variantId: twelve.id, change: 1, reason: 'sold' }, 400],
    ];
    for (const [payload, status] of refused) {
      const tried = await adjust(payload);
      expect(tried.statusCode, JSON.stringify(payload)).toBe(status);
    }
    expect((await adjust(refused[0]?.[0] ?? {})).json().errors).toEqual({
      change: stockMessages.belowZero,
    });
    expect(await ledgerOf(t.db, ring.id)).toHaveLength(1);
    expect(await productStock(t.db, ring.id)).toBe(3);
  });

  it('without a variant, adjusts the stock not counted per size, as before', async () => {
    const ring = await create();
    const res = await adjust({ productId: ring.id, change: 5, reason: 'received' });
    expect(res.json()).toEqual({ productId: ring.id, stock: 5, lowStockAt: 2 });
    expect(await variantsOf(ring.id)).toMatchObject({ notCounted: 5 });
  });

  it('counts stock per size: two correction rows, refused beyond what is not counted', async () => {
    const ring = await create();
    await adjust({ productId: ring.id, change: 5, reason: 'received' });
    const ten = await variantOf(ring.id, 'Ring size: 10');
    const implicitId = (await variantByKey(t.db, ring.id, '')).id;

    const counted = await count(ring.id, ten.id, { quantity: 2 });
    expect(counted.statusCode, counted.body).toBe(200);
    const after = counted.json<ProductVariants>();
    expect(after.notCounted).toBe(3);
    expect(after.variants.map((v) => v.stock)).toEqual([2, 0, 0]);
    expect(await productStock(t.db, ring.id)).toBe(5);
    expect((await ledgerOf(t.db, ring.id)).slice(1)).toMatchObject([
      {
        variantId: implicitId,
        change: -2,
        reason: 'correction',
        note: 'Counted per size: Ring size: 10',
      },
      {
        variantId: ten.id,
        change: 2,
        reason: 'correction',
        note: 'Counted per size: Ring size: 10',
      },
    ]);
    const [logged] = await t.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'stock.counted-per-size'), eq(auditLog.entityId, ring.id)));
    expect(logged?.changes).toEqual({
      variant: { after: '["10"]' },
      notCounted: { before: 5, after: 3 },
      stock: { before: 0, after: 2 },
    });

    const other = await create();
    const before = await allVariants();
    const tooMany = await count(ring.id, ten.id, { quantity: 4 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().errors).toEqual({ quantity: variantMessages.moreThanNotCounted(3) });
    expect((await count(ring.id, ten.id, { quantity: 0 })).statusCode).toBe(400);
    expect((await count(ring.id, ten.id, { quantity: 1, note: 'x'.repeat(501) })).statusCode).toBe(
      400,
    );
    expect((await count(ring.id, implicitId, { quantity: 1 })).statusCode).toBe(409);
    expect((await count(other.id, ten.id, { quantity: 1 })).statusCode).toBe(404);
    expect(await allVariants()).toEqual(before);
    expect(await ledgerOf(t.db, ring.id)).toHaveLength(3);
  });

  it('refuses to remove an option value whose combination holds stock, naming it', async () => {
    const ring = await create();
    const twelve = await variantOf(ring.id, 'Ring size: 12');
    await adjust({ productId: ring.id, variantId: twelve.id, change: 3, reason: 'received' });
    const without = (values: ReturnType<typeof size>[]) => ({
      ...body({ sku: ring.sku, options: [{ ...RING_SIZES, values }] }),
      version: ring.version,
    });
    const refused = await admin(
      t,
      'PUT',
      `/products/${ring.id}`,
      without([size('10'), size('14', '2,000')]),
      as(manager.cookie),
    );
    expect(refused.statusCode).toBe(409);
    const message = variantMessages.holdsStock('Ring size: 12', 3);
    expect(refused.json()).toMatchObject({ message, errors: { options: message } });
    const product = await admin(t, 'GET', `/products/${ring.id}`, undefined, as(manager.cookie));
    expect(product.json<AdminProduct>().options[0]?.values.map((v) => v.value)).toEqual([
      '10',
      '12',
      '14',
    ]);
    // A size without stock goes: its variant is kept, no longer offered.
    const removed = await admin(
      t,
      'PUT',
      `/products/${ring.id}`,
      without([size('10'), size('12')]),
      as(manager.cookie),
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await variantsOf(ring.id)).variants.map((v) => [v.label, v.offered])).toEqual([
      ['Ring size: 10', true],
      ['Ring size: 12', true],
      ['14', false],
    ]);
  });

  it('lists each size at or under its threshold as low, named by its options, and the dashboard counts it', async () => {
    const ring = await create({ name: { en: 'Low Ring', fr: '' } });
    const low = async () =>
      (await admin(t, 'GET', '/stock/low', undefined, as(manager.cookie)))
        .json()
        .items.filter((item: { productId: string }) => item.productId === ring.id);
    const queue = async () =>
      (await admin(t, 'GET', '/dashboard/queue', undefined, as(manager.cookie))).json()
        .lowStock as number;
    const twelve = await variantOf(ring.id, 'Ring size: 12');
    expect(await low()).toEqual([
      expect.objectContaining({ options: 'Ring size: 10', sku: `${ring.sku}-10`, stock: 0 }),
      expect.objectContaining({ options: 'Ring size: 12', variantId: twelve.id, stock: 0 }),
      expect.objectContaining({ options: 'Ring size: 14', stock: 0, lowStockAt: 2 }),
    ]);
    const before = await queue();
    await adjust({ productId: ring.id, variantId: twelve.id, change: 3, reason: 'received' });
    expect((await low()).map((item: { options: string }) => item.options)).toEqual([
      'Ring size: 10',
      'Ring size: 14',
    ]);
    expect(await queue()).toBe(before - 1);
    // Stock not counted per size sells for every size: none is low while it lasts.
    await adjust({ productId: ring.id, change: 5, reason: 'received' });
    expect(await low()).toEqual([]);
  });
});

describe('who may', () => {
  it('fulfilment reads no variants; an accountant edits, adjusts and counts none', async () => {
    const ring = await create();
    await adjust({ productId: ring.id, change: 2, reason: 'received' });
    const twelve = await variantOf(ring.id, 'Ring size: 12');
    const before = await allVariants();
    const fulfilment = await signedInStaff(t, 'fulfilment');
    const accountant = await signedInStaff(t, 'accountant');
    expect(
      (await admin(t, 'GET', `/products/${ring.id}/variants`, undefined, as(fulfilment.cookie)))
        .statusCode,
    ).toBe(403);
    for (const cookie of [fulfilment.cookie, accountant.cookie]) {
      expect(
        (await edit(ring.id, twelve.id, { sku: 'NEW-SKU', priceDelta: 0, lowStockAt: 2 }, cookie))
          .statusCode,
      ).toBe(403);
      expect((await count(ring.id, twelve.id, { quantity: 1 }, cookie)).statusCode).toBe(403);
      expect(
        (
          await adjust(
            { productId: ring.id, variantId: twelve.id, change: 1, reason: 'received' },
            cookie,
          )
        ).statusCode,
      ).toBe(403);
    }
    expect(await allVariants()).toEqual(before);
  });
});
