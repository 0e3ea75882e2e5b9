import type { EndpointName } from '../../lib/api.ts';
import { useApiMutation, useApiQuery } from '../../lib/use-api.ts';

/** What a change of stock makes stale: a product's history, the low-stock list, the dashboard's. */
const STOCK_CHANGES: readonly EndpointName[] = ['stockHistory', 'lowStock', 'workQueue'];

/** The products at or under their low-stock threshold. */
export function useLowStock() {
  return useApiQuery('lowStock', {});
}

/** A product's stock: its level, threshold and the moves that made it. */
export function useStockHistory(productId: string) {
  return useApiQuery('stockHistory', { params: { productId } });
}

/** Adds or takes stock with a reason. */
export function useAdjustStock() {
  return useApiMutation('adjustStock', { invalidates: STOCK_CHANGES });
}

export function useSetLowStockThreshold() {
  return useApiMutation('setLowStockThreshold', { invalidates: STOCK_CHANGES });
}
