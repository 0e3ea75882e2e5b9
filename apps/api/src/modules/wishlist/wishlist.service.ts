import {
  messages,
  WISHLIST_MAX_ITEMS,
  type VariantChoice,
  type WishlistResponse,
} from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { lockCustomer } from '../../db/locks.ts';
import type { DataCache } from '../../lib/data-cache.ts';
import { toCachedResponse, type CachedResponse } from '../../lib/response-cache.ts';
import type { SignedInCustomer } from '../../lib/customer.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Locale } from '../../lib/locale.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { toSummary } from '../catalog/catalog-view.ts';
import { chosenValues, completeVariant, variantKey } from '../catalog/variant-choice.ts';
import { availableOf, variantKeyOf } from '../catalog/variant-stock.ts';
import type { WishlistRepository } from './wishlist.repository.ts';

type Deps = {
  db: Db;
  repo: WishlistRepository;
  catalog: Pick<CatalogService, 'context' | 'records' | 'productId'>;
  /** Wishlists cached per customer, cart and wishlist version, language, currency (decision 0067). */
  responses: DataCache;
};

/**
 * The wishlist (spec §7): saved products in their chosen values, with that combination's live
 * stock and price; adding twice and removing are harmless.
 */
export function createWishlistService({ db, repo, catalog, responses }: Deps) {
  async function list(customerId: string, locale: Locale): Promise<WishlistResponse> {
    const items = await repo.items(customerId);
    const [records, ctx] = await Promise.all([
      catalog.records(
        items.map((item) => item.id),
        locale.lang,
      ),
      catalog.context(locale),
    ]);
    // A removed product stays, with stock 0, so the customer sees why it cannot be bought.
    const wishlist = items.flatMap((item) => {
      const record = records.get(item.id);
      if (!record) return [];
      // Saved before its options were chosen, or before an option was added: the first values,
      // as the product page and the cart complete it; a value since removed is shown as saved.
      const values = completeVariant(record.parts.options, item.variant) ?? item.variant;
      const key = variantKey(values.map((v) => v.optionValue));
      const { variant, delta, sku } = chosenValues(
        { variant: values, variantKey: key },
        record,
        ctx.lang,
      );
      const stock = availableOf(record.variantStock, variantKeyOf(key));
      const { inWishlist: _, ...summary } = toSummary(record.row, stock, ctx, delta);
      return [
        { ...summary, sku: sku ?? summary.sku, description: record.row.description, variant },
      ];
    });
    return { wishlist };
  }

  /** The values sent, one per option of the product as a cart line stores them; 400 if unknown. */
  async function chosenOf(productId: string, chosen: VariantChoice[], locale: Locale) {
    const record = (await catalog.records([productId], locale.lang)).get(productId);
    const variant = record && completeVariant(record.parts.options, chosen);
    if (!variant)
      throw new AppError(400, messages.cart.optionUnknown, {
        variant: messages.cart.optionUnknown,
      });
    return variant;
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

    /**
     * Saves a product still sold, with the chosen values when sent (checked against its options:
     * an unknown value is refused and nothing is written), then answers the refreshed wishlist.
     */
    async add(
      customerId: string,
      body: { product_id: string; variant?: VariantChoice[] | undefined },
      locale: Locale,
    ) {
      const productId = body.product_id;
      if (!(await catalog.productId(productId))) throw notFound(messages.catalog.productNotFound);
      const variant = body.variant && (await chosenOf(productId, body.variant, locale));
      // The customer's row locked: two saves at once are counted one after the other.
      const added = await db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const held = await repo.holding(tx, customerId, productId);
        if (!held.saved && held.count >= WISHLIST_MAX_ITEMS) return false;
        await repo.save(tx, customerId, productId, variant);
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
