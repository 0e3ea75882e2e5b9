import type { EndpointName } from '../../lib/api.ts';
import { useApiMutation, useApiQuery } from '../../lib/use-api.ts';

/**
 * What a change of stock makes stale: a product's history and variants, its stock in the product
 * list, the low-stock list, the dashboard's.
 */
const STOCK_CHANGES: readonly EndpointName[] = [
  'stockHistory',
  'listVariants',
  'getProduct',
  'listProducts',
  'lowStock',
  'workQueue',
];
/** What a change of a variant's SKU, supplement or threshold makes stale. */
const VARIANT_CHANGES: readonly EndpointName[] = ['listVariants', 'lowStock', 'workQueue'];

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

/** A product's combinations and its stock not counted per size. */
export function useProductVariants(productId: string) {
  return useApiQuery('listVariants', { params: { id: productId } });
}

/** Saves a combination's SKU, price supplement and threshold. */
export function useUpdateVariant() {
  return useApiMutation('updateVariant', { invalidates: VARIANT_CHANGES });
}

/** Moves pieces not counted per size onto a combination. */
export function useCountPerSize() {
  return useApiMutation('countVariantStock', { invalidates: STOCK_CHANGES });
}
