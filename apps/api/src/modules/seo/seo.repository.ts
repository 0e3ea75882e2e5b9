import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

/** Queries for crawlers: every active product's address and last change. */
export function createSeoRepository(db: Db) {
  return {
    sitemapProducts: () =>
      db
        .select({ id: products.id, slug: products.slug, updatedAt: products.updatedAt })
        .from(products)
        .where(eq(products.isActive, true))
        .orderBy(asc(products.createdAt)),
  };
}

export type SeoRepository = ReturnType<typeof createSeoRepository>;
