import type { VariantChoice } from '@aurelle/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { wishlistItems } from '../../db/schema/index.ts';

/** A saved product and its chosen option values. */
export type SavedItem = { id: string; variant: VariantChoice[] };

/** Wishlist queries; this module owns `wishlist_items`. */
export function createWishlistRepository(db: Db) {
  // Every cart and wishlist read asks this: built once, and prepared once per database connection.
  const savedProducts = db
    .select({ id: wishlistItems.productId, variant: wishlistItems.variant })
    .from(wishlistItems)
    .where(eq(wishlistItems.customerId, sql.placeholder('customerId')))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId))
    .prepare('aurelle_wishlist_products');
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

    /** The customer's saved products, most recently saved first. */
    async productIds(customerId: string): Promise<string[]> {
      const rows = await savedProducts.execute({ customerId });
      return rows.map((row) => row.id);
    },

    /** The customer's saved products with their chosen values, most recently saved first. */
    items(customerId: string): Promise<SavedItem[]> {
      return savedProducts.execute({ customerId });
    },

    /**
     * What the customer's wishlist holds, read in the caller's transaction (with the customer's
     * row locked, so a save counts right): how many products, and whether `productId` is one.
     */
    async holding(tx: Db, customerId: string, productId: string) {
      const [held] = await tx
        .select({ n: count() })
        .from(wishlistItems)
        .where(eq(wishlistItems.customerId, customerId));
      const saved = await tx
        .select({ id: wishlistItems.productId })
        .from(wishlistItems)
        .where(
          and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.productId, productId)),
        );
      return { count: held?.n ?? 0, saved: saved.length > 0 };
    },

    /** Saves a product; `variant` given replaces a saved one's values, else they are kept. */
    async save(
      tx: Db,
      customerId: string,
      productId: string,
      variant: VariantChoice[] | undefined,
    ): Promise<void> {
      const insert = tx.insert(wishlistItems).values({ customerId, productId, variant });
      await (variant
        ? insert.onConflictDoUpdate({
            target: [wishlistItems.customerId, wishlistItems.productId],
            set: { variant },
            // The same values again write nothing, so the cart and wishlist version stays.
            setWhere: sql`${wishlistItems.variant} is distinct from excluded.variant`,
          })
        : insert.onConflictDoNothing());
    },

    async remove(customerId: string, productId: string): Promise<void> {
      await db
        .delete(wishlistItems)
        .where(
          and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.productId, productId)),
        );
    },
  };
}

export type WishlistRepository = ReturnType<typeof createWishlistRepository>;
