import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, productSlugRedirects, type ProductSeo } from '../../db/schema/index.ts';

/** Queries for crawlers: every active product's address and last change, and old addresses. */
export function createSeoRepository(db: Db) {
  return {
    sitemapProducts: () =>
      db
        .select({ id: products.id, slug: products.slug, updatedAt: products.updatedAt })
        .from(products)
        .where(eq(products.isActive, true))
        .orderBy(asc(products.createdAt)),

    /** The search-engine title and description staff set for a product, if any. */
    async productSeo(id: string): Promise<ProductSeo> {
      const [row] = await db
        .select({ seo: products.seo })
        .from(products)
        .where(eq(products.id, id));
      return row?.seo ?? {};
    },

    /** The slug an active product has now, when `slug` is one it had before. */
    async movedSlug(slug: string): Promise<string | null> {
      const [row] = await db
        .select({ slug: products.slug })
        .from(productSlugRedirects)
        .innerJoin(products, eq(products.id, productSlugRedirects.productId))
        .where(and(eq(productSlugRedirects.slug, slug), eq(products.isActive, true)));
      return row?.slug ?? null;
    },
  };
}

export type SeoRepository = ReturnType<typeof createSeoRepository>;
