import { useEffect } from 'react';
import { ensureVisitorId } from '../../../lib/visitor.ts';
import { useAddRecentlyViewedMutation } from '../api/activity-api.ts';

/** Records a product page visit as recently viewed for this visitor_id (spec §7). */
export function useRecordView(productId: string | undefined) {
  const [record] = useAddRecentlyViewedMutation();
  useEffect(() => {
    if (!productId) return;
    record({ sessionId: ensureVisitorId(), product_id: productId })
      .unwrap()
      .catch((error: unknown) => console.warn('recently viewed not recorded', error));
  }, [productId, record]);
}
