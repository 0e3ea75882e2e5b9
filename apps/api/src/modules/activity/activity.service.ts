import { RECENTLY_VIEWED_CAP, type RecentlyViewedResponse } from '@aurelle/contract';
import { notFound } from '../../lib/errors.ts';
import type { Locale } from '../../lib/locale.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { ActivityRepository } from './activity.repository.ts';

type Deps = {
  repo: ActivityRepository;
  catalog: Pick<CatalogService, 'productId' | 'summaries' | 'flagWishlist'>;
  cap?: number;
};

/** Recently viewed (spec §7): keyed by the visitor_id session; follows the customer after login. */
export function createActivityService({ repo, catalog, cap = RECENTLY_VIEWED_CAP }: Deps) {
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
      await repo.record({
        sessionId: input.sessionId,
        productId,
        customerId: input.customerId,
        cap,
      });
      return list(input.sessionId, input.customerId, locale);
    },

    /** For the login flow: the visitor's items follow the customer from now on. */
    adoptVisitorItems(sessionId: string, customerId: string): Promise<void> {
      return repo.adopt(sessionId, customerId);
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
