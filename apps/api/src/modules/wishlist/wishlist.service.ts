import { messages, WISHLIST_MAX_ITEMS, type WishlistResponse } from '@aurelle/contract';
import { AppError, notFound } from '../../lib/errors.ts';
import type { View } from '../../lib/view.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { toSummary } from '../catalog/catalog-view.ts';
import type { WishlistRepository } from './wishlist.repository.ts';

type Deps = {
  repo: WishlistRepository;
  catalog: Pick<CatalogService, 'context' | 'records' | 'productId'>;
};

/** The wishlist (spec §7): saved products with live stock; adding twice and removing are harmless. */
export function createWishlistService({ repo, catalog }: Deps) {
  async function list(customerId: string, view: View): Promise<WishlistResponse> {
    const ids = await repo.productIds(customerId);
    const [records, ctx] = await Promise.all([
      catalog.records(ids, view.lang),
      catalog.context(view),
    ]);
    // A removed product stays, with stock 0, so the shopper sees why it cannot be bought.
    const wishlist = ids.flatMap((id) => {
      const record = records.get(id);
      if (!record) return [];
      const { inWishlist: _, ...summary } = toSummary(record.row, record.stock, ctx);
      return [{ ...summary, description: record.row.description }];
    });
    return { wishlist };
  }

  return {
    list,

    /** Saves a product still sold, then answers the refreshed wishlist. */
    async add(customerId: string, productId: string, view: View) {
      if (!(await catalog.productId(productId))) throw notFound(messages.catalog.productNotFound);
      if (!(await repo.add(customerId, productId, WISHLIST_MAX_ITEMS)))
        throw new AppError(409, messages.wishlist.full);
      return list(customerId, view);
    },

    /** Forgets a product (saved or not), then answers the refreshed wishlist. */
    async remove(customerId: string, productId: string, view: View) {
      await repo.remove(customerId, productId);
      return list(customerId, view);
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
