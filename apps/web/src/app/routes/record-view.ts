import type { QueryClient } from '@tanstack/react-query';
import { recordRecentlyViewed } from '../../features/activity/api/activity-api.ts';
import { refreshAfter } from '../../lib/refresh.ts';
import { ensureVisitorId } from '../../lib/visitor.ts';

/**
 * Records a product page visit as recently viewed for this visitor_id (spec §7), then spec §4's
 * refresh: the cart, the coupons and the recently viewed list.
 */
export async function recordView(client: QueryClient, productId: string) {
  try {
    await recordRecentlyViewed(ensureVisitorId(), productId);
    await refreshAfter(client, 'recentlyViewed');
  } catch (error) {
    console.warn('recently viewed not recorded', error);
  }
}
