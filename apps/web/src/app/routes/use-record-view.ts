import { useEffect } from 'react';
import { afterStart } from '../../utils/after-start.ts';

/**
 * Records a product page visit as recently viewed (record-view.ts) once the browser is idle: the
 * page shows nothing of it, and a visitor's product page starts without RTK Query, whose code and
 * store come with the call (docs/performance.md, issue 19). Nothing is sent for a page left before.
 */
export function useRecordView(productId: string | undefined) {
  useEffect(() => {
    if (!productId) return;
    let left = false;
    afterStart(() => {
      if (left) return;
      void import('./record-view.ts').then(({ recordView }) => recordView(productId));
    });
    return () => {
      left = true;
    };
  }, [productId]);
}
