import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { wishlistItems } from '../../db/schema/index.ts';

/** Wishlist queries; this module owns `wishlist_items`. */
export function createWishlistRepository(db: Db) {
  return {
    /** Which of `productIds` the customer has saved (primary-key lookups). */
    async savedAmong(customerId: string, productIds: readonly string[]): Promise<Set<string>> {
      if (productIds.length === 0) return new Set();
      const rows = await db
        .select({ id: wishlistItems.productId })
        .from(wishlistItems)
        .where(
          and(
            eq(wishlistItems.customerId, customerId),
            inArray(wishlistItems.productId, [...productIds]),
          ),
        );
      return new Set(rows.map((row) => row.id));
    },
  };
}

export type WishlistRepository = ReturnType<typeof createWishlistRepository>;
