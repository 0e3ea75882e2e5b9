import { useEffect } from 'react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import { ensureVisitorId } from '../../../lib/visitor.ts';
import { activityApi } from '../api/activity-api.ts';

/**
 * Records a product page visit as recently viewed for this visitor_id (spec §7). The call is sent
 * through the store, not a mutation hook: the page shows nothing of it, and the hook re-rendered
 * the whole page as the call started and again as it ended (docs/performance.md, issue 19).
 */
export function useRecordView(productId: string | undefined) {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  useEffect(() => {
    if (!productId) return;
    const call = dispatch(
      activityApi.endpoints.addRecentlyViewed.initiate({
        sessionId: ensureVisitorId(),
        product_id: productId,
      }),
    );
    call
      .unwrap()
      .catch((error: unknown) => console.warn('recently viewed not recorded', error))
      // The call's entry leaves the store once answered, as the hook's did.
      .finally(() => call.reset());
  }, [productId, dispatch]);
}
