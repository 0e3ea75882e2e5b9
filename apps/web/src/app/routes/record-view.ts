import { activityPaths } from '@aurelle/contract';
import { sendChange } from '../../lib/send-change.ts';
import { refreshes } from '../../lib/cache-tags.ts';
import { ensureVisitorId } from '../../lib/visitor.ts';
import { madeStore } from '../shared-store.ts';

/**
 * Records a product page visit as recently viewed for this visitor_id (spec §7). Sent past RTK
 * Query (decision 0060): a visitor's product page starts, and stays, without its code. Spec §4:
 * the cart, the coupons and the recently viewed list are asked for again, where the store keeps
 * them.
 */
export async function recordView(productId: string) {
  try {
    const body = { sessionId: ensureVisitorId(), product_id: productId };
    if (!(await sendChange(activityPaths.add, body))) throw new Error('refused');
    const store = madeStore();
    if (!store) return;
    const { api } = await import('../../lib/api.ts');
    store.dispatch(api.util.invalidateTags([...refreshes.recentlyViewed, 'RecentlyViewed']));
  } catch (error) {
    console.warn('recently viewed not recorded', error);
  }
}
