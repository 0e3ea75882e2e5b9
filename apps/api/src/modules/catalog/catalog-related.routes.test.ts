import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RELATED_PRODUCTS_MAX, relatedProductsResponseSchema } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { productRelated, products } from '../../db/schema/index.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import {
  addToWishlist,
  correctByHand,
  createCategory,
  createCollection,
  createCustomerWithToken,
  createProduct,
  setCurrencyRates,
} from '../../../test/factories.ts';
import { expectRevalidates } from '../../../test/http-cache.ts';

const t = useTestApp();

async function related(idOrSlug: string, headers: Record<string, string> = {}) {
  const res = await t.get(`/api/aurelle/products/${idOrSlug}/related`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return relatedProductsResponseSchema.parse(res.json());
}
const names = (answer: { products: { name: string }[] }) => answer.products.map((p) => p.name);

/** The owner's picks, as the back office stores them: in this order. */
async function pick(db: Db, productId: string, relatedIds: string[]) {
  await db.delete(productRelated).where(eq(productRelated.productId, productId));
  await db
    .insert(productRelated)
    .values(relatedIds.map((relatedId, position) => ({ productId, relatedId, position })));
}

const setStock = (id: string, stock: number) =>
  correctByHand(t.db, (tx) => tx.update(products).set({ stock }).where(eq(products.id, id)));

beforeAll(() => setCurrencyRates(t.db));

describe("GET /api/{brand}/products/:id/related: the owner's picks", () => {
  let ring: { id: string };
  let studs: { id: string };
  let pendant: { id: string };
  let bracelet: { id: string };
  let draft: { id: string };
  let archived: { id: string };
  let draftCategory: string;
  beforeAll(async () => {
    const rings = await createCategory(t.db, { slug: 'pick-rings', name: 'Rings' });
    const others = await createCategory(t.db, { slug: 'pick-others', name: 'Others' });
    draftCategory = others.id;
    ring = await createProduct(t.db, { categoryId: rings.id, slug: 'pick-ring', name: 'Ring' });
    await createProduct(t.db, { categoryId: rings.id, name: 'Band', price: 100_000 });
    studs = await createProduct(t.db, {
      categoryId: others.id,
      name: { en: 'Studs', fr: 'Puces' },
      price: 5_000_000,
    });
    pendant = await createProduct(t.db, { categoryId: others.id, name: 'Pendant' });
    bracelet = await createProduct(t.db, { categoryId: others.id, name: 'Bracelet', stock: 0 });
    draft = await createProduct(t.db, { categoryId: others.id, name: 'Draft' });
    await t.db.update(products).set({ status: 'draft' }).where(eq(products.id, draft.id));
    archived = await createProduct(t.db, {
      categoryId: others.id,
      name: 'Archived',
      isActive: false,
    });
  });

  it("answers the picks in the owner's order, by slug or by _id, whatever their group or price", async () => {
    await pick(t.db, ring.id, [studs.id, pendant.id]);
    const answer = await related('pick-ring');
    expect(answer.source).toBe('owner');
    expect(names(answer)).toEqual(['Studs', 'Pendant']);
    expect(names(await related(ring.id))).toEqual(['Studs', 'Pendant']);
    // The same card as the product list's.
    expect(answer.products[0]).toMatchObject({
      _id: studs.id,
      slug: expect.any(String),
      prices_formatted: { price: '₹50,000' },
      stock: 5,
      category: { slug: 'pick-others' },
    });
  });

  it('leaves out picks that are out of stock, drafts and archived, and keeps the order of the rest', async () => {
    await pick(t.db, ring.id, [bracelet.id, draft.id, pendant.id, archived.id, studs.id]);
    const answer = await related('pick-ring');
    expect(answer.source).toBe('owner');
    expect(names(answer)).toEqual(['Pendant', 'Studs']);
  });

  it('shows a pick again once it is back in stock, and leaves it once sold out', async () => {
    await pick(t.db, ring.id, [bracelet.id, studs.id]);
    expect(names(await related('pick-ring'))).toEqual(['Studs']);
    await setStock(bracelet.id, 2);
    expect(names(await related('pick-ring'))).toEqual(['Bracelet', 'Studs']);
    await setStock(studs.id, 0);
    expect(names(await related('pick-ring'))).toEqual(['Bracelet']);
    await setStock(studs.id, 5);
    await setStock(bracelet.id, 0);
  });

  it('falls back to the nearest in price when no pick is on sale and in stock', async () => {
    await pick(t.db, ring.id, [bracelet.id, draft.id, archived.id]);
    const answer = await related('pick-ring');
    expect(answer.source).toBe('nearest');
    expect(names(answer)).toEqual(['Band']);
  });

  it('answers in French and in the chosen currency', async () => {
    await pick(t.db, ring.id, [studs.id]);
    const answer = await related('pick-ring', { 'accept-language': 'fr', 'x-currency': 'USD' });
    expect(answer.products[0]).toMatchObject({
      name: 'Puces',
      currency: 'USD',
      price: 600,
      // French writes the amount first: 600,00 $.
      prices_formatted: { price: expect.stringMatching(/^600,00\s\$$/) },
    });
    // A piece without a French name falls back to English.
    await pick(t.db, ring.id, [pendant.id]);
    expect(names(await related('pick-ring', { 'accept-language': 'fr' }))).toEqual(['Pendant']);
  });

  it('leaves a product removed from the catalogue out of every list (the database cascades)', async () => {
    const gone = await createProduct(t.db, { categoryId: draftCategory, name: 'Gone' });
    await pick(t.db, ring.id, [gone.id, studs.id]);
    expect(names(await related('pick-ring'))).toEqual(['Gone', 'Studs']);
    await t.db.delete(products).where(eq(products.id, gone.id));
    const left = await t.db
      .select({ id: productRelated.relatedId })
      .from(productRelated)
      .where(eq(productRelated.productId, ring.id));
    expect(left).toEqual([{ id: studs.id }]);
    expect(names(await related('pick-ring'))).toEqual(['Studs']);
  });
});

describe('GET /api/{brand}/products/:id/related: the nearest in price', () => {
  beforeAll(async () => {
    const rings = await createCategory(t.db, { slug: 'near-rings', name: 'Rings' });
    const earrings = await createCategory(t.db, { slug: 'near-earrings', name: 'Earrings' });
    const necklaces = await createCategory(t.db, { slug: 'near-necklaces', name: 'Necklaces' });
    const bridal = await createCollection(t.db, { slug: 'near-bridal', name: 'Bridal' });
    const other = await createCollection(t.db, { slug: 'near-other', name: 'Other' });
    await createProduct(t.db, {
      categoryId: rings.id,
      collectionId: bridal.id,
      slug: 'near-ring',
      name: { en: 'Solitaire', fr: 'Solitaire FR' },
      price: 1_000_000,
    });
    const make = (name: string, price: number, more: Record<string, unknown> = {}) =>
      createProduct(t.db, { categoryId: rings.id, name, price, ...more });
    await make('Ring 9,000', 900_000);
    await make('Ring 12,000', 1_200_000, { name: { en: 'Ring 12,000', fr: 'Bague 12 000' } });
    await make('Ring 7,000', 700_000);
    await make('Ring 10,500 sold out', 1_050_000, { stock: 0 });
    await make('Ring 10,000 archived', 1_000_000, { isActive: false });
    await make('Ring 30,000', 3_000_000, { collectionId: other.id });
    // Same collection, another category: counted; another category and collection: not.
    await createProduct(t.db, {
      categoryId: earrings.id,
      collectionId: bridal.id,
      name: 'Bridal studs 11,000',
      price: 1_100_000,
    });
    await createProduct(t.db, {
      categoryId: necklaces.id,
      collectionId: other.id,
      name: 'Necklace 10,000',
      price: 1_000_000,
    });
    const draft = await make('Ring 10,100 draft', 1_010_000);
    await t.db.update(products).set({ status: 'draft' }).where(eq(products.id, draft.id));
  });

  it("answers the same category's and collection's products in stock, nearest in price first", async () => {
    const answer = await related('near-ring');
    expect(answer.source).toBe('nearest');
    expect(names(answer)).toEqual([
      'Ring 9,000', // 1,000 below
      'Bridal studs 11,000', // 1,000 above: the cheaper of two as near goes first
      'Ring 12,000',
      'Ring 7,000',
      'Ring 30,000',
    ]);
  });

  it('never answers the product itself, nor an out-of-stock, draft or archived piece', async () => {
    const shown = names(await related('near-ring'));
    expect(shown).not.toContain('Solitaire');
    expect(shown.some((name) => /sold out|draft|archived/.test(name))).toBe(false);
    expect(shown).not.toContain('Necklace 10,000');
  });

  it('answers in French', async () => {
    const answer = await related('near-ring', { 'accept-language': 'fr' });
    expect(names(answer)).toContain('Bague 12 000');
  });

  it(`shows at most ${RELATED_PRODUCTS_MAX}`, async () => {
    const many = await createCategory(t.db, { slug: 'near-many', name: 'Many' });
    const first = await createProduct(t.db, { categoryId: many.id, slug: 'near-many-0' });
    for (let i = 1; i <= RELATED_PRODUCTS_MAX + 3; i++)
      await createProduct(t.db, { categoryId: many.id, price: 100_000 + i * 1000 });
    const answer = await related('near-many-0');
    expect(answer.products).toHaveLength(RELATED_PRODUCTS_MAX);
    expect(answer.products.map((p) => p._id)).not.toContain(first.id);
  });

  it('answers an empty row when nothing else is in stock', async () => {
    const alone = await createCategory(t.db, { slug: 'near-alone', name: 'Alone' });
    await createProduct(t.db, { categoryId: alone.id, slug: 'near-alone-ring' });
    await createProduct(t.db, { categoryId: alone.id, stock: 0 });
    expect(await related('near-alone-ring')).toEqual({ products: [], source: 'nearest' });
  });
});

describe('GET /api/{brand}/products/:id/related: caching and errors', () => {
  let ring: { id: string };
  let studs: { id: string };
  beforeAll(async () => {
    const rings = await createCategory(t.db, { slug: 'cache-rings', name: 'Rings' });
    ring = await createProduct(t.db, { categoryId: rings.id, slug: 'cache-ring' });
    studs = await createProduct(t.db, { categoryId: rings.id, name: 'Studs' });
  });

  it('is kept for any visitor and must be revalidated (it shows stock)', async () => {
    await expectRevalidates(t, '/api/aurelle/products/cache-ring/related', 'public, no-cache');
  });

  it("shows a new pick at once: the owner's write moves the catalogue's version", async () => {
    expect((await related('cache-ring')).source).toBe('nearest');
    const other = await createProduct(t.db, {
      categoryId: (await createCategory(t.db, { slug: 'cache-other' })).id,
      name: 'Far away',
    });
    await pick(t.db, ring.id, [other.id]);
    expect(names(await related('cache-ring'))).toEqual(['Far away']);
  });

  it('flags inWishlist with a token and answers privately', async () => {
    await pick(t.db, ring.id, [studs.id]);
    const { customer, authorization } = await createCustomerWithToken(t.db, t.env);
    await addToWishlist(t.db, customer.id, studs.id);
    const res = await t.get('/api/aurelle/products/cache-ring/related', { authorization });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(relatedProductsResponseSchema.parse(res.json()).products[0]?.inWishlist).toBe(true);
    expect((await related('cache-ring')).products[0]).not.toHaveProperty('inWishlist');
  });

  it.each([
    ['an unknown slug', '/api/aurelle/products/no-such-ring/related', 404],
    ['another brand', '/api/someone-else/products/cache-ring/related', 404],
    ['a malformed id', `/api/aurelle/products/${encodeURIComponent("1' or '1'='1")}/related`, 400],
  ])('answers %s with a JSON error', async (_, url, status) => {
    const res = await t.get(url);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toHaveProperty('message');
  });
});
