import { beforeAll, describe, expect, it } from 'vitest';
import { searchResponseSchema } from '@aurelle/contract';
import { useTestApp } from '../../../test/use-test-app.ts';
import {
  createAttribute,
  createCategory,
  createCollection,
  createProduct,
} from '../../../test/factories.ts';
import { createRankingCatalog, RING_BY_RELEVANCE } from '../../../test/search-factories.ts';

const t = useTestApp();
beforeAll(async () => {
  const rings = await createCategory(t.db, { slug: 'rings', name: { en: 'Rings', fr: 'Bagues' } });
  const necklaces = await createCategory(t.db, {
    slug: 'necklaces',
    name: { en: 'Necklaces', fr: 'Colliers' },
  });
  const heritage = await createCollection(t.db, { slug: 'heritage', name: 'Heritage' });
  await createAttribute(t.db, {
    code: 'stone',
    values: [{ value: 'Emerald', label: { en: 'Emerald', fr: 'Émeraude' } }, 'Sapphire'],
  });
  await createProduct(t.db, { categoryId: rings.id, name: { en: 'Solitaire', fr: 'Solitaire' } });
  await createProduct(t.db, {
    categoryId: rings.id,
    name: { en: 'Solitaire Halo Ring', fr: 'Bague solitaire halo' },
    featuredRank: 1,
  });
  await createProduct(t.db, { categoryId: rings.id, name: 'Classic Band with a solitaire look' });
  await createProduct(t.db, {
    categoryId: necklaces.id,
    collectionId: heritage.id,
    name: { en: 'Pendant', fr: 'Pendentif' },
    attributes: { stone: ['Emerald'] },
  });
  await createProduct(t.db, {
    categoryId: necklaces.id,
    name: { en: 'Diamond Tennis Necklace', fr: 'Rivière de diamants' },
  });
  await createProduct(t.db, { categoryId: necklaces.id, name: '100% Gold Chain' });
  await createProduct(t.db, {
    categoryId: necklaces.id,
    name: 'Hidden Solitaire',
    isActive: false,
  });
});

async function search(name: string, headers: Record<string, string> = {}, query = '') {
  const res = await t.get(
    `/api/aurelle/products/search/${encodeURIComponent(name)}${query}`,
    headers,
  );
  return res;
}
async function names(name: string, headers: Record<string, string> = {}, query = '') {
  const res = await search(name, headers, query);
  expect(res.statusCode, res.body).toBe(200);
  return searchResponseSchema.parse(res.json()).products.map((p) => p.name);
}

describe('GET /api/{brand}/products/search/:name', () => {
  it('ranks the exact name, then prefixes, then other matches', async () => {
    expect(await names('solitaire')).toEqual([
      'Solitaire',
      'Solitaire Halo Ring',
      'Classic Band with a solitaire look',
    ]);
    expect(await names('  SOLITAIRE  ')).toEqual([
      'Solitaire',
      'Solitaire Halo Ring',
      'Classic Band with a solitaire look',
    ]);
  });

  it('matches by prefix on short input', async () => {
    expect(await names('so')).toEqual(['Solitaire', 'Solitaire Halo Ring']);
  });

  it('tolerates typos', async () => {
    expect(await names('solitare')).toContain('Solitaire');
    expect(await names('diamnd tenis')).toEqual(['Diamond Tennis Necklace']);
    expect(await names('emrald xqzt')).toEqual(['Pendant']);
    expect(await names('neckalce')).toEqual(
      expect.arrayContaining(['Pendant', 'Diamond Tennis Necklace']),
    );
  });

  it('matches category, collection and attribute text', async () => {
    expect(await names('necklaces')).toEqual(
      expect.arrayContaining(['Pendant', 'Diamond Tennis Necklace']),
    );
    expect(await names('colliers', { 'accept-language': 'fr' })).toEqual(
      expect.arrayContaining(['Pendentif', 'Rivière de diamants']),
    );
    expect(await names('heritage')).toEqual(['Pendant']);
    expect(await names('emerald')).toEqual(['Pendant']);
  });

  it('searches in the request language, with English for untranslated products', async () => {
    expect(await names('rivière', { 'accept-language': 'fr' })).toEqual(['Rivière de diamants']);
    expect(await names('émeraude', { 'accept-language': 'fr' })).toEqual(['Pendentif']);
    expect(await names('ÉMERAUDE', { 'accept-language': 'fr' })).toEqual(['Pendentif']);
    expect(await names('classic band', { 'accept-language': 'fr' })).toEqual([
      'Classic Band with a solitaire look',
    ]);
    expect(await names('bague', { 'accept-language': 'fr' })).toContain('Bague solitaire halo');
  });

  it('caps the result count with limit', async () => {
    expect(await names('solitaire', {}, '?limit=1')).toEqual(['Solitaire']);
    expect((await search('solitaire', {}, '?limit=1000')).statusCode).toBe(400);
  });

  it('never lists inactive products and answers no match with an empty list', async () => {
    expect(await names('hidden solitaire')).not.toContain('Hidden Solitaire');
    expect(await names('zzzzqqq')).toEqual([]);
  });

  it.each(['%', '_', "'", '%%%', '__', "' or 1=1 --", '\\', '%_%', '\u0000'])(
    'treats %j literally, never as a wildcard',
    async (text) => {
      expect(await names(text)).toEqual([]);
    },
  );

  it('drops control characters (PostgreSQL refuses NUL) instead of failing', async () => {
    expect(await names('solitaire\u0000')).toContain('Solitaire');
  });

  it('finds a literal % inside a name', async () => {
    expect(await names('100%')).toEqual(['100% Gold Chain']);
  });

  it('answers a search beyond the maximum length with a 400', async () => {
    expect((await search('a'.repeat(101))).statusCode).toBe(400);
    const huge = await search('b'.repeat(5 * 1024));
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toHaveProperty('message');
  });

  it('finds a product added after earlier searches', async () => {
    expect(await names('aurora')).toEqual([]);
    const rings = await createCategory(t.db, { slug: 'bands', name: 'Bands' });
    await createProduct(t.db, { categoryId: rings.id, name: 'Aurora Band' });
    expect(await names('aurora')).toEqual(['Aurora Band']);
  });

  it('answers another brand with a 404, and sends an ETag', async () => {
    const other = await t.get('/api/other/products/search/ring');
    expect(other.statusCode).toBe(404);
    const res = await search('ring');
    const again = await search('ring', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /api/{brand}/products/search/:name ranking', () => {
  const r = useTestApp();
  beforeAll(() => createRankingCatalog(r.db));

  async function ranked(text: string) {
    const res = await r.get(`/api/aurelle/products/search/${encodeURIComponent(text)}`);
    expect(res.statusCode, res.body).toBe(200);
    return searchResponseSchema.parse(res.json()).products.map((p) => p.name);
  }

  it('finds rings before earrings for "ring"', async () => {
    const found = await ranked('ring');
    const lastRing = Math.max(
      ...['Ring', 'Halo Ring', 'Classic Band'].map((n) => found.indexOf(n)),
    );
    const firstEarring = Math.min(
      ...['Pearl Drop Earrings', 'Diamond Studs', 'Gold Hoop Earrings'].map((n) =>
        found.indexOf(n),
      ),
    );
    expect(found.indexOf('Classic Band')).toBeGreaterThanOrEqual(0);
    expect(lastRing).toBeLessThan(firstEarring);
  });

  it('ranks the name, whole words and word starts above words merely containing the text', async () => {
    expect(await ranked('ring')).toEqual(RING_BY_RELEVANCE);
    expect(await ranked('gold')).toEqual(['Gold Hoop Earrings', 'Marigold Pendant']);
    // The name before the category: both earrings named so come before the studs.
    expect(await ranked('earring')).toEqual([
      'Pearl Drop Earrings',
      'Gold Hoop Earrings',
      'Diamond Studs',
    ]);
  });
});
