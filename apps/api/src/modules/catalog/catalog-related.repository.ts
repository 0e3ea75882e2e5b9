import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productRelated, products } from '../../db/schema/index.ts';

/** The product a related row is found for: its id, groups and price. */
export type RelatedOrigin = {
  id: string;
  categoryId: string;
  collectionId: string | null;
  price: number;
};

/** The shop's reads of related pieces: the owner's picks, and the nearest in price. */
export function createRelatedRepository(db: Db) {
  return {
    /** The owner's picks for a product, in the owner's order, on sale or not. */
    async picks(productId: string): Promise<string[]> {
      const rows = await db
        .select({ id: productRelated.relatedId })
        .from(productRelated)
        .where(eq(productRelated.productId, productId))
        .orderBy(asc(productRelated.position));
      return rows.map((row) => row.id);
    },

    /**
     * Up to `limit` products on sale in the same category or the same collection, nearest in
     * price first (the cheaper of two as near, then by id), never the product itself. Stock is
     * not read here: it is live, the caller's.
     */
    async nearest(origin: RelatedOrigin, limit: number): Promise<string[]> {
      const sameGroup = origin.collectionId
        ? or(
            eq(products.categoryId, origin.categoryId),
            eq(products.collectionId, origin.collectionId),
          )
        : eq(products.categoryId, origin.categoryId);
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.isActive, true), ne(products.id, origin.id), sameGroup))
        .orderBy(
          sql`abs(${products.price}::bigint - ${origin.price}::bigint)`,
          asc(products.price),
          asc(products.id),
        )
        .limit(limit);
      return rows.map((row) => row.id);
    },
  };
}

export type RelatedRepository = ReturnType<typeof createRelatedRepository>;
