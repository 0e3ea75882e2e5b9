import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productTranslations } from '../../db/schema/index.ts';
import { useTestDatabase } from '../../../test/use-test-app.ts';
import { createCategory, createProduct } from '../../../test/factories.ts';
import { refreshSearchText } from './search-text.repository.ts';
import { createSearchRepository } from './search.repository.ts';

const database = useTestDatabase();

/** Vocabulary rows whose counts differ from the postings'. */
async function miscounted() {
  const result = await database.db.execute(sql`
    select w.locale, w.word from search_words w
      left join (select lang, word, count(*) filter (where field = 'name') as names,
                        count(*) filter (where field = 'text') as texts
                   from search_postings where field in ('name', 'text') group by lang, word) c
        on c.lang = w.locale and c.word = w.word
     where w.names <> coalesce(c.names, 0) or w.texts <> coalesce(c.texts, 0)`);
  return (result as unknown as { rows: unknown[] }).rows;
}

describe('refreshSearchText', () => {
  it('rebuilds a product written again: its words, and how many products hold each', async () => {
    const db = database.db;
    const rings = await createCategory(db, { slug: 'rings', name: 'Rings' });
    const halo = await createProduct(db, { categoryId: rings.id, name: 'Halo Ring' });
    await createProduct(db, { categoryId: rings.id, name: 'Halo Band' });
    const repo = createSearchRepository(db);
    const words = (...tokens: string[]) => tokens.map((token) => ({ token, correction: token }));
    expect(await repo.wordMatches(words('halo'), 'en', 10, [])).toHaveLength(2);

    await db
      .update(productTranslations)
      .set({ name: 'Aurora Ring' })
      .where(eq(productTranslations.productId, halo.id));
    await refreshSearchText(db, [halo.id]);
    expect(await repo.wordMatches(words('halo'), 'en', 10, [])).toHaveLength(1);
    expect(await repo.wordMatches(words('aurora'), 'en', 10, [])).toEqual([halo.id]);
    expect(await miscounted()).toEqual([]);

    await refreshSearchText(db);
    expect(await miscounted()).toEqual([]);
  });
});
