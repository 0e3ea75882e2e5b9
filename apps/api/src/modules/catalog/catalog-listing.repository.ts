import { and, asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { Sort } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { productAttributeValues, products } from '../../db/schema/index.ts';
import { matchCondition } from './catalog-search-match.ts';
import type { SearchTerm } from './catalog-search-terms.ts';

/** What narrows a product list: every part is ANDed; values inside one attribute are ORed. */
export type ListFilter = {
  categoryIds: readonly string[] | null;
  collectionIds: readonly string[] | null;
  /** One group of attribute value ids per attribute. */
  attributeValueGroups: readonly (readonly string[])[];
  search: SearchTerm | null;
};

// Each order matches one partial listing index exactly (created_at is NOT NULL; the index says NULLS LAST).
const newestFirst = sql`${products.createdAt} desc nulls last`;
const featured = [sql`${products.featuredRank} asc nulls last`, newestFirst, asc(products.id)];
const orderBySort: Record<Sort, SQL[]> = {
  // Relevance is the search's tier, then featured (pageIds); without a search, featured alone.
  relevance: featured,
  featured,
  newest: [newestFirst, asc(products.id)],
  'price-asc': [asc(products.price), asc(products.id)],
  'price-desc': [sql`${products.price} desc`, asc(products.id)],
};

/** The search as a subquery of matching product ids with their relevance tier. */
function searchMatches(term: SearchTerm) {
  const { where, tier } = matchCondition(term);
  return sql`(select t.product_id, ${tier} as tier from product_translations t where ${where})`;
}

function conditions(db: Db, filter: ListFilter): SQL | undefined {
  // A literal predicate (not a bound `= $1`), so the partial listing indexes always qualify.
  const where: SQL[] = [sql`${products.isActive}`];
  if (filter.categoryIds) where.push(inArray(products.categoryId, [...filter.categoryIds]));
  if (filter.collectionIds) where.push(inArray(products.collectionId, [...filter.collectionIds]));
  for (const group of filter.attributeValueGroups) {
    where.push(
      inArray(
        products.id,
        db
          .select({ id: productAttributeValues.productId })
          .from(productAttributeValues)
          .where(inArray(productAttributeValues.attributeValueId, [...group])),
      ),
    );
  }
  if (filter.search)
    where.push(sql`${products.id} in (select product_id from ${searchMatches(filter.search)} s)`);
  return and(...where);
}

async function pageIds(db: Db, filter: ListFilter, sort: Sort, limit: number, offset: number) {
  if (filter.search && sort === 'relevance') {
    // The best match first (one matching translation row per product), then featured.
    return db
      .select({ id: products.id })
      .from(products)
      .innerJoin(sql`${searchMatches(filter.search)} m`, sql`m.product_id = ${products.id}`)
      .where(conditions(db, { ...filter, search: null }))
      .orderBy(sql`m.tier`, ...featured)
      .limit(limit)
      .offset(offset);
  }
  return db
    .select({ id: products.id })
    .from(products)
    .where(conditions(db, filter))
    .orderBy(...orderBySort[sort])
    .limit(limit)
    .offset(offset);
}

/** The listing queries: one page of ids with the total, and facet counts. */
export function createListingRepository(db: Db) {
  return {
    /** The total, and one page of ids (none past the end). */
    async page(
      filter: ListFilter,
      sort: Sort,
      limit: number,
      offset: number,
    ): Promise<{ total: number; ids: string[] }> {
      const counted = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .where(conditions(db, filter));
      const total = counted[0]?.n ?? 0;
      if (offset >= total) return { total, ids: [] };
      const rows = await pageIds(db, filter, sort, limit, offset);
      return { total, ids: rows.map((row) => row.id) };
    },

    /** Products per attribute value among the products the filter selects. */
    facetCounts(filter: ListFilter): Promise<{ valueId: string; count: number }[]> {
      return db
        .select({
          valueId: productAttributeValues.attributeValueId,
          count: sql<number>`count(*)::int`,
        })
        .from(productAttributeValues)
        .where(
          inArray(
            productAttributeValues.productId,
            db.select({ id: products.id }).from(products).where(conditions(db, filter)),
          ),
        )
        .groupBy(productAttributeValues.attributeValueId);
    },

    /**
     * Products per (category, collection, attribute value) over the whole active catalogue: built
     * once per catalogue version, so filters without a search never query per request.
     */
    facetMatrix(): Promise<
      { categoryId: string; collectionId: string | null; valueId: string; count: number }[]
    > {
      return db
        .select({
          categoryId: products.categoryId,
          collectionId: products.collectionId,
          valueId: productAttributeValues.attributeValueId,
          count: sql<number>`count(*)::int`,
        })
        .from(productAttributeValues)
        .innerJoin(
          products,
          sql`${products.id} = ${productAttributeValues.productId} and ${products.isActive}`,
        )
        .groupBy(
          products.categoryId,
          products.collectionId,
          productAttributeValues.attributeValueId,
        );
    },
  };
}

export type ListingRepository = ReturnType<typeof createListingRepository>;
