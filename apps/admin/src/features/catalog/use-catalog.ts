import type { GroupKind } from '@aurelle/contract';
import { keepPreviousData } from '@tanstack/react-query';
import type { EndpointName } from '../../lib/api.ts';
import { useApiQuery } from '../../lib/use-api.ts';
import { listQueryOf, type ProductListParams } from './product-list-params.ts';

/** What a change of a product makes stale: the lists, its stock, the dashboard's figures. */
export const PRODUCT_CHANGES: readonly EndpointName[] = [
  'listProducts',
  'getProduct',
  'listGroups',
  'listAttributes',
  'lowStock',
  'stockHistory',
  'workQueue',
];

/** What a change of a category, collection or filter makes stale. */
export const GROUP_CHANGES: readonly EndpointName[] = ['listGroups', 'listProducts'];
export const ATTRIBUTE_CHANGES: readonly EndpointName[] = ['listAttributes'];

/** What receiving or removing a piece makes stale. */
export const PIECE_CHANGES: readonly EndpointName[] = [
  'listPieces',
  'getProduct',
  'listProducts',
  'lowStock',
  'stockHistory',
  'workQueue',
];

/** A page of the product list; the rows on screen stay until the next page or filter comes. */
export function useProductList(params: ProductListParams) {
  return useApiQuery(
    'listProducts',
    { query: listQueryOf(params) },
    { placeholderData: keepPreviousData },
  );
}

/** Categories or collections, in the shop's order. */
export function useGroups(kind: GroupKind, enabled = true) {
  return useApiQuery('listGroups', { params: { kind } }, { enabled });
}

/** The shop's filters and their values, in order. */
export function useAttributes(enabled = true) {
  return useApiQuery('listAttributes', {}, { enabled });
}
