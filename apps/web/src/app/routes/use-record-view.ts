import { useEffect } from 'react';
import { afterStart } from '../../utils/after-start.ts';
import { recordView } from './record-view.ts';

/**
 * Records a product page visit as recently viewed (record-view.ts) once the browser is idle: the
 * page shows nothing of it (docs/performance.md, issue 19). Nothing is sent for a page left before.
 */
export function useRecordView(productId: string | undefined) {
  useEffect(() => {
    if (!productId) return;
    let left = false;
    afterStart(() => {
      if (!left) void recordView(productId);
    });
    return () => {
      left = true;
    };
  }, [productId]);
}
