import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { products, productTranslations } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { useTestDatabase } from '../../../test/use-test-app.ts';
import {
  createAttribute,
  createCategory,
  createCollection,
  createProduct,
} from '../../../test/factories.ts';
import { refreshSearchText } from './search-text.repository.ts';
import { createSearchRepository, type SearchRepository } from './search.repository.ts';

const database = useTestDatabase();
let repo: SearchRepository;
/** Product ids by the names the cases use: p5 is featured first, p0 last. */
const p: Record<string, string> = {};

beforeAll(async () => {
  const db = database.db;
  const rings = await createCategory(db, { slug: 'rings', name: 'Rings' });
  const earrings = await createCategory(db, { slug: 'earrings', name: 'Earrings' });
  const necklaces = await createCategory(db, { slug: 'necklaces', name: 'Necklaces' });
  const heritage = await createCollection(db, { slug: 'heritage', name: 'Heritage' });
  await createAttribute(db, { code: 'stone', values: ['Emerald', 'Diamond'] });
  await createAttribute(db, { code: 'metal', values: ['Yellow Gold', 'Platinum'] });
  // In featured order. A search text is the name, SKU, category, collection and attribute labels:
  // p5's is "Emerald Drops ER-5 Earrings Heritage Emerald".
  const rows: [string, string, string, string, Record<string, string[]>][] = [
    ['p5', 'Emerald Drops', 'ER-5', earrings.id, { stone: ['Emerald'] }],
    ['p1', 'Solitaire Halo Ring', 'R-1', rings.id, { stone: ['Diamond'] }],
    ['p2', 'Solitaire', 'R-2', rings.id, { stone: ['Diamond'] }],
    ['p3', 'Classic Band', 'R-3', rings.id, { metal: ['Yellow Gold'] }],
    ['p4', '100% Gold Chain', 'N-4', necklaces.id, { metal: ['Yellow Gold'] }],
    ['p0', 'Solitaire', 'R-0', rings.id, { metal: ['Platinum'] }],
  ];
  for (const [i, [key, name, sku, categoryId, attributes]] of rows.entries()) {
    const collectionId = key === 'p5' ? heritage.id : null;
    const product = await createProduct(db, {
      name,
      sku,
      categoryId,
      collectionId,
      attributes,
      featuredRank: i + 1,
    });
    p[key] = product.id;
  }
  repo = createSearchRepository(db);
});

const ids = (...keys: string[]) => keys.map((key) => p[key] ?? key);
/** The two products named "Solitaire" tie on the name: the lower id first. */
const solitaires = () => ids('p0', 'p2').sort();
const words = (...tokens: string[]) => tokens.map((token) => ({ token, correction: token }));
const none: string[] = [];

describe('search repository', () => {
  it('finds name prefixes in name order, the exact name (then id) first', async () => {
    expect((await repo.prefixMatches('solitaire', 'en', 10)).ids).toEqual([...solitaires(), p.p1]);
    expect((await repo.prefixMatches('so', 'en', 2)).ids).toEqual(solitaires());
    expect((await repo.prefixMatches('100%', 'en', 10)).ids).toEqual(ids('p4'));
    expect((await repo.prefixMatches('solitaire halo ring x', 'en', 10)).ids).toEqual([]);
    expect((await repo.prefixMatches('zz', 'en', 10)).ids).toEqual([]);
  });

  it('finds products holding every word anywhere in a word of their text', async () => {
    expect(new Set(await repo.wordMatches(words('ring'), 'en', 10, none))).toEqual(
      new Set(ids('p5', 'p1', 'p2', 'p3', 'p0')),
    );
    expect(await repo.wordMatches(words('gold', 'yellow'), 'en', 10, none)).toEqual(
      ids('p3', 'p4'),
    );
    expect(await repo.wordMatches(words('gold', 'platinum'), 'en', 10, none)).toEqual([]);
    expect(await repo.wordMatches([], 'en', 10, none)).toEqual([]);
  });

  it('ranks a word in the name, then a whole word, then a word start, above a word merely containing it', async () => {
    // "Ring" in a name, then "Rings" (the category) in featured order, then "Earrings" last.
    expect(await repo.wordMatches(words('ring'), 'en', 10, none)).toEqual(
      ids('p1', 'p2', 'p3', 'p0', 'p5'),
    );
    // "Gold" in the chain's name ranks it above the band, though the band is featured first.
    expect(await repo.wordMatches(words('gold'), 'en', 10, none)).toEqual(ids('p4', 'p3'));
    expect(await repo.wordMatches(words('ring'), 'en', 2, ids('p1'))).toEqual(ids('p2', 'p3'));
    expect(await repo.wordMatches(words('ring'), 'en', 1, none)).toEqual(ids('p1'));
  });

  it('treats LIKE and regular-expression characters as plain text', async () => {
    expect(await repo.wordMatches(words('%'), 'en', 10, none)).toEqual(ids('p4'));
    expect(await repo.wordMatches(words('_'), 'en', 10, none)).toEqual([]);
    expect(await repo.wordMatches(words('.*'), 'en', 10, none)).toEqual([]);
    expect((await repo.prefixMatches('%', 'en', 10)).ids).toEqual([]);
  });

  it('ranks corrected matches naming the first word first, then shorter names', async () => {
    expect(await repo.correctedMatches(['gold'], 'en', 10, none)).toEqual(ids('p4', 'p3'));
    expect(await repo.correctedMatches(['diamond', 'solitaire'], 'en', 10, none)).toEqual(
      ids('p2', 'p1'),
    );
    expect(await repo.correctedMatches(['rings'], 'en', 10, none)).toEqual([
      ...solitaires(),
      ...ids('p3', 'p5', 'p1'),
    ]);
    expect(await repo.correctedMatches(['solitaire'], 'en', 10, ids('p0'))).toEqual(
      ids('p2', 'p1'),
    );
  });

  it('follows a product made inactive or moved in the featured order by plain SQL', async () => {
    const db = database.db;
    await db.execute(sql`update products set status = 'archived' where id = ${p.p4}`);
    expect(await repo.wordMatches(words('gold'), 'en', 10, none)).toEqual(ids('p3'));
    expect((await repo.prefixMatches('100%', 'en', 10)).ids).toEqual([]);
    await db.execute(sql`update products set status = 'active' where id = ${p.p4}`);
    expect(await repo.wordMatches(words('gold'), 'en', 10, none)).toEqual(ids('p4', 'p3'));
    // p0 becomes the most featured: first among the products whose text has "Rings".
    await db.execute(sql`update products set featured_rank = 0 where id = ${p.p0}`);
    expect(await repo.wordMatches(words('ring'), 'en', 10, none)).toEqual(
      ids('p1', 'p0', 'p2', 'p3', 'p5'),
    );
    await db.execute(sql`update products set featured_rank = 6 where id = ${p.p0}`);
  });

  it('answers an empty catalogue with no matches', async () => {
    const empty = await createTestDatabase();
    try {
      const emptyRepo = createSearchRepository(empty.db);
      expect((await emptyRepo.prefixMatches('a', 'en', 10)).ids).toEqual([]);
      expect(await emptyRepo.wordMatches(words('abc'), 'en', 10, none)).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});

describe('search repository, words each common but rarely together', () => {
  let many: Database;
  let manyRepo: SearchRepository;
  /** Product ids by name, in featured order. */
  const byName = new Map<string, string>();

  beforeAll(async () => {
    many = await createTestDatabase();
    const db = many.db;
    const plain = await createCategory(db, { slug: 'plain', name: 'Plain' });
    // Every product here holds "gamma" and "delta" in its text, through its category.
    const both = await createCategory(db, { slug: 'gamma-delta', name: 'Gamma Delta' });
    const rows = [
      ...Array.from({ length: 30 }, (_, i) => [`Alpha ${i}`, plain.id] as const),
      ...Array.from({ length: 30 }, (_, i) => [`Beta ${i}`, plain.id] as const),
      ['Alpha Beta One', plain.id] as const,
      ['Alpha Beta Three', plain.id] as const,
      ...Array.from({ length: 55 }, (_, i) => [`Gamma ${i}`, both.id] as const),
      ...Array.from({ length: 55 }, (_, i) => [`Delta ${i}`, both.id] as const),
      ['Gamma Delta One', both.id] as const,
      ['Gamma Delta Two', both.id] as const,
    ];
    const inserted = await db
      .insert(products)
      .values(
        rows.map(([, categoryId], i) => ({
          slug: `many-${i}`,
          sku: `M-${i}`,
          categoryId,
          price: 100_000,
          featuredRank: i + 1,
        })),
      )
      .returning({ id: products.id });
    await db
      .insert(productTranslations)
      .values(
        inserted.map(({ id }, i) => ({ productId: id, locale: 'en', name: rows[i]?.[0] ?? '' })),
      );
    inserted.forEach(({ id }, i) => byName.set(rows[i]?.[0] ?? '', id));
    await refreshSearchText(db);
    manyRepo = createSearchRepository(db);
  });
  afterAll(async () => {
    await many?.close();
  });

  const named = (...names: string[]) => names.map((name) => byName.get(name));

  it('finds the few products holding both when a walk of either gives up', async () => {
    // Thirty products of each word are walked in vain before the two named with both.
    expect(await manyRepo.wordMatches(words('alpha', 'beta'), 'en', 1, none)).toEqual(
      named('Alpha Beta One'),
    );
    expect(await manyRepo.wordMatches(words('beta', 'alpha'), 'en', 3, none)).toEqual(
      named('Alpha Beta One', 'Alpha Beta Three'),
    );
    expect(await manyRepo.correctedMatches(['alpha', 'beta'], 'en', 1, none)).toEqual(
      named('Alpha Beta One'),
    );
  });

  it('walks on when too many products hold both to rank them at once', async () => {
    // All 112 hold "gamma" and "delta" (the category); two name both, after 110 that name one.
    expect(await manyRepo.wordMatches(words('gamma', 'delta'), 'en', 3, none)).toEqual(
      named('Gamma Delta One', 'Gamma Delta Two', 'Gamma 0'),
    );
  });
});
