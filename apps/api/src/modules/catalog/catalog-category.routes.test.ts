import { beforeAll, describe, expect, it } from 'vitest';
import { categoriesResponseSchema, categoryResponseSchema } from '@aurelle/contract';
import { useTestApp } from '../../../test/use-test-app.ts';
import { createCategory, createProduct } from '../../../test/factories.ts';

const t = useTestApp();
let ringsId: string;
beforeAll(async () => {
  const rings = await createCategory(t.db, {
    slug: 'rings',
    name: { en: 'Rings', fr: 'Bagues' },
    position: 1,
  });
  ringsId = rings.id;
  await createCategory(t.db, { slug: 'earrings', name: 'Earrings', position: 2 });
  await createProduct(t.db, { categoryId: rings.id });
  await createProduct(t.db, { categoryId: rings.id });
  await createProduct(t.db, { categoryId: rings.id, isActive: false });
});

describe('GET /api/category/show', () => {
  it('lists categories in position order with their active product counts', async () => {
    const res = await t.get('/api/category/show');
    expect(res.statusCode).toBe(200);
    const body = categoriesResponseSchema.parse(res.json());
    expect(body.categories.map((c) => [c.slug, c.name, c.productCount])).toEqual([
      ['rings', 'Rings', 2],
      ['earrings', 'Earrings', 0],
    ]);
  });

  it('answers in French with English fallback', async () => {
    const res = await t.get('/api/category/show', { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(res.json().categories.map((c: { name: string }) => c.name)).toEqual([
      'Bagues',
      'Earrings',
    ]);
  });

  it('falls back to English for an unknown language and ignores an unknown currency', async () => {
    const res = await t.get('/api/category/show', { 'accept-language': 'xx', 'x-currency': 'BTC' });
    expect(res.statusCode).toBe(200);
    expect(res.json().categories[0].name).toBe('Rings');
  });

  it('sends an ETag and public caching, and answers 304 to If-None-Match', async () => {
    const first = await t.get('/api/category/show');
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.headers.vary).toContain('Accept-Language');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.get('/api/category/show', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sees a new category after the catalogue version moves', async () => {
    await createCategory(t.db, { slug: 'necklaces', name: 'Necklaces', position: 3 });
    const res = await t.get('/api/category/show');
    expect(res.json().categories.map((c: { slug: string }) => c.slug)).toContain('necklaces');
  });
});

describe('GET /api/category/:id', () => {
  it('finds a category by slug and by _id', async () => {
    const bySlug = await t.get('/api/category/rings');
    expect(bySlug.statusCode).toBe(200);
    expect(categoryResponseSchema.parse(bySlug.json()).category._id).toBe(ringsId);
    const byId = await t.get(`/api/category/${ringsId}`);
    expect(byId.json().category.slug).toBe('rings');
  });

  it('answers an unknown category with a JSON 404', async () => {
    const res = await t.get('/api/category/no-such-category');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Category not found' });
  });

  it('answers a malformed id with a 400', async () => {
    const res = await t.get(`/api/category/${encodeURIComponent("x' or 1=1")}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTypeOf('string');
  });
});
