import { activityApi } from '../../features/activity/api/activity-api.ts';
import { ensureVisitorId } from '../../lib/visitor.ts';
import { getStore } from '../store.ts';

/**
 * Records a product page visit as recently viewed for this visitor_id (spec §7), through the
 * shop's store: its answer refreshes the cart, the coupons and the recently viewed list (spec §4).
 */
export function recordView(productId: string) {
  const call = getStore().dispatch(
    activityApi.endpoints.addRecentlyViewed.initiate({
      sessionId: ensureVisitorId(),
      product_id: productId,
    }),
  );
  call
    .unwrap()
    .catch((error: unknown) => console.warn('recently viewed not recorded', error))
    // The call's entry leaves the store once answered, as a mutation hook's did.
    .finally(() => call.reset());
}
