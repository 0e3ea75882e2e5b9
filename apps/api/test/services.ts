import type { Db } from '../src/db/client.ts';
import { createVersionWatch, readCacheVersions } from '../src/lib/cache-versions.ts';
import { createDataCaches } from '../src/lib/data-cache.ts';
import type { Clock } from '../src/lib/clock.ts';
import { createCartRepository } from '../src/modules/cart/cart.repository.ts';
import { createCartService } from '../src/modules/cart/cart.service.ts';
import { createListingRepository } from '../src/modules/catalog/catalog-listing.repository.ts';
import { createStockRepository } from '../src/modules/catalog/catalog-stock.repository.ts';
import { createCatalogRepository } from '../src/modules/catalog/catalog.repository.ts';
import { createCatalogService } from '../src/modules/catalog/catalog.service.ts';
import { createCouponRepository } from '../src/modules/coupon/coupon.repository.ts';
import { createCouponService } from '../src/modules/coupon/coupon.service.ts';
import { createOrderPlacement } from '../src/modules/order/order-place.repository.ts';
import { createOrderRepository } from '../src/modules/order/order.repository.ts';
import { createOrderService } from '../src/modules/order/order.service.ts';
import { createWishlistRepository } from '../src/modules/wishlist/wishlist.repository.ts';

/**
 * The catalogue, coupon, cart and order services wired as app.ts wires them, on their real
 * repositories, for service tests without HTTP. Coupons read the time from `clock`; cash on
 * delivery is on.
 */
export function createShopServices(db: Db, clock: Clock) {
  const caches = createDataCaches(
    createVersionWatch({ read: () => readCacheVersions(db), recheckMs: 0 }),
  );
  const wishlist = createWishlistRepository(db);
  const catalog = createCatalogService({
    repo: createCatalogRepository(db),
    listing: createListingRepository(db),
    stockRepo: createStockRepository(db),
    caches,
    resolveTerm: () => Promise.reject(new Error('search is not part of these services')),
    wishlistFlags: wishlist.savedAmong,
  });
  const coupon = createCouponService({
    repo: createCouponRepository(db),
    catalog,
    now: () => clock.now(),
  });
  const cart = createCartService({
    repo: createCartRepository(db),
    catalog,
    coupons: coupon,
    savedProducts: wishlist.productIds,
    answers: caches.customers,
  });
  const order = createOrderService({
    repo: createOrderRepository(db),
    placement: createOrderPlacement(db),
    cart,
    catalog,
    podEnabled: async () => true,
    numberPrefix: 'AU',
    brandName: 'Aurelle',
    emailQueued: () => {},
  });
  return { catalog, coupon, cart, order };
}
