import { messages, WISHLIST_MAX_ITEMS, type WishlistResponse } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { lockCustomer } from '../../db/locks.ts';
import type { DataCache } from '../../lib/data-cache.ts';
import { toCachedResponse, type CachedResponse } from '../../lib/response-cache.ts';
import type { SignedInCustomer } from '../../lib/customer.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Locale } from '../../lib/locale.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { toSummary } from '../catalog/catalog-view.ts';
import type { WishlistRepository } from './wishlist.repository.ts';

type Deps = {
  db: Db;
  repo: WishlistRepository;
  catalog: Pick<CatalogService, 'context' | 'records' | 'productId'>;
  /** Wishlists cached per customer, cart and wishlist version, language, currency (decision 0067). */
  responses: DataCache;
};

/** The wishlist (spec §7): saved products with live stock; adding twice and removing are harmless. */
export function createWishlistService({ db, repo, catalog, responses }: Deps) {
  async function list(customerId: string, locale: Locale): Promise<WishlistResponse> {
    const ids = await repo.productIds(customerId);
    const [records, ctx] = await Promise.all([
      catalog.records(ids, locale.lang),
      catalog.context(locale),
    ]);
    // A removed product stays, with stock 0, so the customer sees why it cannot be bought.
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

    /**
     * GET /customer/wishlist's response, cached under the customer's cart and wishlist version
     * (every save or removal moves it, a trigger) and the catalogue and stock versions (the
     * cache's).
     */
    answer(
      customer: Pick<SignedInCustomer, 'id' | 'cartWishlistVersion'>,
      locale: Locale,
    ): Promise<CachedResponse> {
      const key = `wishlist|${customer.id}|${customer.cartWishlistVersion}|${locale.lang}|${locale.currency}`;
      return responses.get(key, () => list(customer.id, locale).then(toCachedResponse));
    },

    /** Saves a product still sold, then answers the refreshed wishlist. */
    async add(customerId: string, productId: string, locale: Locale) {
      if (!(await catalog.productId(productId))) throw notFound(messages.catalog.productNotFound);
      // The customer's row locked: two saves at once are counted one after the other.
      const added = await db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const held = await repo.holding(tx, customerId, productId);
        if (held.saved) return true;
        if (held.count >= WISHLIST_MAX_ITEMS) return false;
        await repo.save(tx, customerId, productId);
        return true;
      });
      if (!added) throw new AppError(409, messages.wishlist.full);
      return list(customerId, locale);
    },

    /** Forgets a product (saved or not), then answers the refreshed wishlist. */
    async remove(customerId: string, productId: string, locale: Locale) {
      await repo.remove(customerId, productId);
      return list(customerId, locale);
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
