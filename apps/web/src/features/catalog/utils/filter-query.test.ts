import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeFilterValues, encodeFilterValues } from './filter-query.ts';
import { buildListQuery, parseListQuery } from './list-query.ts';

const values = fc.uniqueArray(fc.string({ unit: 'grapheme', minLength: 1 }), { maxLength: 6 });
const attributeKey = fc
  .stringMatching(/^[a-z][a-z0-9_]{0,12}$/)
  .filter(
    (key) =>
      !['sort', 'page', 'limit', 'category', 'collection', 'search', 'list_type', 'lng'].includes(
        key,
      ),
  );

describe('filter query (spec §2: URL-encoded values joined by %)', () => {
  it('writes the values URL-encoded and joined by %', () => {
    expect(encodeFilterValues(['Yellow Gold', 'White Gold'])).toBe('Yellow%20Gold%White%20Gold');
    expect(encodeFilterValues(['Diamond'])).toBe('Diamond');
  });

  it('keeps a literal % and a value that starts with hex digits unambiguous', () => {
    const tricky = ['100% recycled', '18K Gold', 'AB', '%', 'é'];
    expect(decodeFilterValues(encodeFilterValues(tricky))).toEqual(tricky);
  });

  it('round-trips any set of values', () => {
    fc.assert(
      fc.property(values, (list) => {
        expect(decodeFilterValues(encodeFilterValues(list))).toEqual(list);
      }),
    );
  });

  it('skips malformed parts instead of throwing', () => {
    expect(decodeFilterValues('Gold%E0%A4%Silver')).toEqual(['Silver']);
    expect(decodeFilterValues('')).toEqual([]);
  });

  it('round-trips a whole list query: filters, sort, page and other keys', () => {
    const sorts = fc.constantFrom(
      undefined,
      'relevance',
      'featured',
      'newest',
      'price-asc',
      'price-desc' as const,
    );
    fc.assert(
      fc.property(
        fc.dictionary(
          attributeKey,
          values.filter((list) => list.length > 0),
          { maxKeys: 4 },
        ),
        sorts,
        fc.integer({ min: 1, max: 500 }),
        (filters, sort, page) => {
          const query = {
            filters,
            sort,
            page,
            rest: [['category', 'rings,earrings']] as [string, string][],
          };
          expect(parseListQuery(buildListQuery(query))).toEqual(query);
        },
      ),
    );
  });

  it('reads a shared URL the way the spec writes it', () => {
    const query = parseListQuery(
      '?metal=Yellow%20Gold%Platinum&sort=price-asc&page=2&collection=opus',
    );
    expect(query.filters).toEqual({ metal: ['Yellow Gold', 'Platinum'] });
    expect(query.sort).toBe('price-asc');
    expect(query.page).toBe(2);
    expect(query.rest).toEqual([['collection', 'opus']]);
  });

  it('leaves a shared link’s language out of the filters, as the server does', () => {
    // The page's language (`?lng=`, apps/web/src/lib/preferences.ts) is no attribute: read as a
    // filter, it emptied the list the server's first paint had just shown.
    const query = parseListQuery('?lng=fr&metal=Platinum');
    expect(query.filters).toEqual({ metal: ['Platinum'] });
    expect(query.rest).toEqual([['lng', 'fr']]);
    expect(buildListQuery({ ...query, page: 2 })).toBe('?lng=fr&metal=Platinum&page=2');
  });
});
