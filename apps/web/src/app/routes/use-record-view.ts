import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { afterStart } from '../../utils/after-start.ts';
import { recordView } from './record-view.ts';

/**
 * Records a product page visit as recently viewed (record-view.ts) once the browser is idle: the
 * page shows nothing of it. Nothing is sent for a page left before.
 */
export function useRecordView(productId: string | undefined) {
  const client = useQueryClient();
  useEffect(() => {
    if (!productId) return;
    let left = false;
    afterStart(() => {
      if (!left) void recordView(client, productId);
    });
    return () => {
      left = true;
    };
  }, [client, productId]);
}
