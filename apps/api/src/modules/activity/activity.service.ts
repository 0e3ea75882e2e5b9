import { RECENTLY_VIEWED_CAP, type RecentlyViewedResponse } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { Locale } from '../../lib/locale.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { ActivityRepository } from './activity.repository.ts';

type Deps = {
  db: Db;
  repo: ActivityRepository;
  catalog: Pick<CatalogService, 'productId' | 'summaries' | 'flagWishlist'>;
  cap?: number;
};

/** Recently viewed (spec §7): keyed by the visitor_id session; follows the customer after login. */
export function createActivityService({ db, repo, catalog, cap = RECENTLY_VIEWED_CAP }: Deps) {
  async function list(
    sessionId: string,
    customerId: string | null,
    locale: Locale,
  ): Promise<RecentlyViewedResponse> {
    const ids = await repo.productIds({ sessionId, customerId, cap });
    const products = await catalog.summaries(ids, locale);
    return { products: customerId ? await catalog.flagWishlist(products, customerId) : products };
  }

  return {
    list,

    /** Records a view of a product named by `_id` or slug, then answers the refreshed list. */
    async add(
      input: { sessionId: string; product: string; customerId: string | null },
      locale: Locale,
    ) {
      const productId = await catalog.productId(input.product);
      if (!productId) throw notFound('Product not found');
      // The view and the trim to `cap` land together.
      await db.transaction((tx) =>
        repo.record(tx, {
          sessionId: input.sessionId,
          productId,
          customerId: input.customerId,
          cap,
        }),
      );
      return list(input.sessionId, input.customerId, locale);
    },

    /** For the login flow: the visitor's items follow the customer from now on. */
    adoptVisitorItems(sessionId: string, customerId: string): Promise<void> {
      return db.transaction((tx) => repo.adopt(tx, sessionId, customerId));
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
