import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  RELATED_PRODUCTS_MAX,
  catalogMessages,
  relatedProductsResponseSchema,
  type AdminProduct,
  type ProductBody,
} from '@aurelle/contract';
import { useTestApp } from '../../../test/use-test-app.ts';
import { products } from '../../db/schema/index.ts';
import { correctByHand, createCategory, setCurrencyRates } from '../../../test/factories.ts';
import { admin, signedInStaff } from '../../../test/staff.ts';

const t = useTestApp();
let manager: Awaited<ReturnType<typeof signedInStaff>>;
let rings: { id: string };

beforeAll(async () => {
  await setCurrencyRates(t.db);
  manager = await signedInStaff(t, 'manager');
  rings = await createCategory(t.db, { slug: 'rings', name: 'Rings' });
});

const body = (name: string, overrides: Partial<ProductBody> = {}): ProductBody => ({
  name: { en: name, fr: '' },
  sku: `REL-${Math.random().toString(36).slice(2, 8)}`,
  price: '45,000',
  categoryId: rings.id,
  status: 'active',
  ...overrides,
});

async function create(name: string, overrides: Partial<ProductBody> = {}) {
  const res = await admin(t, 'POST', '/products', body(name, overrides), {
    cookie: manager.cookie,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminProduct>();
}

/** Saves the product as the form does: its fields as stored, with `changes`. */
function save(product: AdminProduct, changes: Partial<ProductBody> & { version?: number }) {
  return admin(
    t,
    'PUT',
    `/products/${product.id}`,
    {
      ...body(product.name.en, { sku: product.sku, slug: product.slug }),
      version: product.version,
      ...changes,
    },
    { cookie: manager.cookie },
  );
}

const shopRelated = async (slug: string) =>
  relatedProductsResponseSchema.parse(
    (await t.get(`/api/aurelle/products/${slug}/related`)).json(),
  );

describe("the product form's related pieces", () => {
  it('stores the picks in order; the answer names them; the shop shows them', async () => {
    const ring = await create('Tara Ring');
    const studs = await create('Tara Studs');
    const pendant = await create('Tara Pendant', { status: 'draft' });
    expect(ring.related).toEqual([]);
    const res = await save(ring, { relatedIds: [pendant.id, studs.id] });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<AdminProduct>();
    expect(saved.related).toEqual([
      { id: pendant.id, name: 'Tara Pendant', sku: pendant.sku, status: 'draft', image: null },
      { id: studs.id, name: 'Tara Studs', sku: studs.sku, status: 'active', image: null },
    ]);
    expect(saved.version).toBe(ring.version + 1);
    // A draft stays off the shop's row; a piece in stock is on it.
    await correctByHand(t.db, (tx) =>
      tx.update(products).set({ stock: 2 }).where(eq(products.id, studs.id)),
    );
    const shown = await shopRelated(ring.slug);
    expect(shown).toMatchObject({ source: 'owner', products: [{ _id: studs.id }] });
    expect(shown.products).toHaveLength(1);
  });

  it('records the change in the audit log, as ids before and after', async () => {
    const ring = await create('Audited Ring');
    const band = await create('Audited Band');
    const saved = (await save(ring, { relatedIds: [band.id] })).json<AdminProduct>();
    expect(saved.related.map((piece) => piece.id)).toEqual([band.id]);
    const log = await admin(t, 'GET', `/audit?entityType=product&entityId=${ring.id}`, undefined, {
      cookie: (await signedInStaff(t, 'owner')).cookie,
    });
    expect(log.json().entries[0]).toMatchObject({
      action: 'product.updated',
      changes: { relatedIds: { before: [], after: [band.id] } },
    });
  });

  it('refuses itself, a repeat, an unknown product and more than the maximum, and changes nothing', async () => {
    const ring = await create('Refusing Ring');
    const band = await create('Refusing Band');
    const unknown = '00000000-0000-4000-8000-000000000000';
    const refused = await save(ring, { relatedIds: [band.id, ring.id, band.id, unknown] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      'relatedIds.1': catalogMessages.relatedItself,
      'relatedIds.2': catalogMessages.relatedRepeated,
      'relatedIds.3': catalogMessages.relatedNotFound,
    });
    const many = Array.from({ length: RELATED_PRODUCTS_MAX + 1 }, () => band.id);
    const tooMany = await save(ring, { relatedIds: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual({ relatedIds: catalogMessages.relatedTooMany });
    const stored = await admin(t, 'GET', `/products/${ring.id}`, undefined, {
      cookie: manager.cookie,
    });
    expect(stored.json()).toMatchObject({ version: ring.version, related: [] });
  });

  it('keeps the picks when a save leaves them out, and clears them with an empty list', async () => {
    const ring = await create('Kept Ring');
    const band = await create('Kept Band');
    const picked = (await save(ring, { relatedIds: [band.id] })).json<AdminProduct>();
    const untouched = (await save(picked, { price: '46,000' })).json<AdminProduct>();
    expect(untouched.related.map((piece) => piece.id)).toEqual([band.id]);
    const cleared = (await save(untouched, { relatedIds: [] })).json<AdminProduct>();
    expect(cleared.related).toEqual([]);
  });

  it('loses a deleted product from every list; a duplicate keeps the picks', async () => {
    const ring = await create('Source Ring');
    const band = await create('Source Band');
    const gone = await create('Deleted Piece');
    await save(ring, { relatedIds: [gone.id, band.id] });
    const deleted = await admin(t, 'DELETE', `/products/${gone.id}`, undefined, {
      cookie: manager.cookie,
    });
    expect(deleted.statusCode).toBe(200);
    const after = await admin(t, 'GET', `/products/${ring.id}`, undefined, {
      cookie: manager.cookie,
    });
    expect(after.json<AdminProduct>().related.map((piece) => piece.id)).toEqual([band.id]);
    const copy = await admin(t, 'POST', `/products/${ring.id}/duplicate`, undefined, {
      cookie: manager.cookie,
    });
    expect(copy.json<AdminProduct>().related.map((piece) => piece.id)).toEqual([band.id]);
  });
});
