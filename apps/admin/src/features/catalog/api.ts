import type { Attribute, Group, GroupKind } from '@aurelle/contract';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { EndpointName } from '../../lib/api.ts';
import { apiQuery, queryKeyOf, useApiMutation, useApiQuery } from '../../lib/use-api.ts';
import { listQueryOf, type ProductListParams } from './product-list-params.ts';

/**
 * What a change of a product makes stale: the lists, its stock, its pieces (new options make new
 * sizes to receive them as), the dashboard's figures.
 */
const PRODUCT_CHANGES: readonly EndpointName[] = [
  'listProducts',
  'getProduct',
  'listVariants',
  'listPieces',
  'listGroups',
  'listAttributes',
  'lowStock',
  'stockHistory',
  'workQueue',
];

/** What a change of a category, collection or filter makes stale. */
const GROUP_CHANGES: readonly EndpointName[] = ['listGroups', 'listProducts'];
const ATTRIBUTE_CHANGES: readonly EndpointName[] = ['listAttributes'];

/** What receiving, removing or sizing a piece makes stale. */
const PIECE_CHANGES: readonly EndpointName[] = [
  'listPieces',
  'getProduct',
  'listProducts',
  'lowStock',
  'stockHistory',
  'workQueue',
];

const productQuery = (id: string) => apiQuery('getProduct', { params: { id } });
const groupsKey = (kind: GroupKind) => queryKeyOf('listGroups', { params: { kind } });
const ATTRIBUTES_KEY = queryKeyOf('listAttributes', {});

type AttributeList = { items: Attribute[] };
type AttributeValue = Attribute['values'][number];
type Then = { onSuccess: () => void; onError?: (error: Error) => void };

/** A page of the product list; the rows on screen stay until the next page or filter comes. */
export function useProductList(params: ProductListParams) {
  return useApiQuery(
    'listProducts',
    { query: listQueryOf(params) },
    { placeholderData: keepPreviousData },
  );
}

/** Products whose name or SKU holds `q`, a few, to pick from (the related pieces); none asked while `q` is empty. */
export function useProductSearch(q: string, limit: number) {
  const text = q.trim();
  return useApiQuery(
    'listProducts',
    { query: { q: text, limit, sort: 'name' } },
    { enabled: text.length > 0, placeholderData: keepPreviousData },
  );
}

export function useProduct(id: string) {
  return useApiQuery('getProduct', { params: { id } });
}

/** Asks for a product again now (another person saved it); resolves to it. */
export function useReloadProduct() {
  const client = useQueryClient();
  return useCallback(
    (id: string) => client.fetchQuery({ ...productQuery(id), staleTime: 0 }),
    [client],
  );
}

export function useCreateProduct() {
  return useApiMutation('createProduct', { invalidates: PRODUCT_CHANGES });
}

/** Saves a product (with the version it was loaded from); the answer is the product shown. */
export function useUpdateProduct() {
  const client = useQueryClient();
  return useApiMutation('updateProduct', {
    invalidates: PRODUCT_CHANGES,
    onSuccess: (saved) => client.setQueryData(productQuery(saved.id).queryKey, saved),
  });
}

export function useDuplicateProduct() {
  return useApiMutation('duplicateProduct', { invalidates: ['listProducts'] });
}

export function useDeleteProduct() {
  return useApiMutation('deleteProduct', { invalidates: ['listProducts', 'listGroups'] });
}

/** The day's metal rates, for the price the server will store. */
export function useMetalRates() {
  return useApiQuery('metalRates', {});
}

/** A hallmarked product's pieces by HUID, and how many are in stock. */
export function usePieces(productId: string) {
  return useApiQuery('listPieces', { params: { id: productId } });
}

export function useReceivePieces() {
  return useApiMutation('receivePieces', { invalidates: PIECE_CHANGES });
}

export function useRemovePiece() {
  return useApiMutation('removePiece', { invalidates: PIECE_CHANGES });
}

/** A piece of unrecorded size given its size. */
export function useSetPieceVariant() {
  return useApiMutation('setPieceVariant', { invalidates: PIECE_CHANGES });
}

/** Categories or collections, in the shop's order. */
export function useGroups(kind: GroupKind, enabled = true) {
  return useApiQuery('listGroups', { params: { kind } }, { enabled });
}

export function useCreateGroup() {
  return useApiMutation('createGroup', { invalidates: GROUP_CHANGES });
}

export function useUpdateGroup() {
  return useApiMutation('updateGroup', { invalidates: GROUP_CHANGES });
}

export function useDeleteGroup() {
  return useApiMutation('deleteGroup', { invalidates: GROUP_CHANGES });
}

/**
 * Sends categories' or collections' new order, whole: the list shows it at once, and a refusal
 * asks for the list again.
 */
export function useMoveGroups(kind: GroupKind) {
  const client = useQueryClient();
  const reorder = useApiMutation('reorderGroups', { invalidates: ['listGroups'] });
  const send = (next: Group[], { onSuccess }: Then) => {
    const key = groupsKey(kind);
    client.setQueryData(key, { items: next });
    reorder.mutate(
      { params: { kind }, body: { ids: next.map((group) => group.id) } },
      { onSuccess, onError: () => void client.invalidateQueries({ queryKey: key }) },
    );
  };
  return { send, error: reorder.isError ? reorder.error : null };
}

/** The shop's filters and their values, in order. */
export function useAttributes(enabled = true) {
  return useApiQuery('listAttributes', {}, { enabled });
}

export function useCreateAttribute() {
  return useApiMutation('createAttribute', { invalidates: ATTRIBUTE_CHANGES });
}

export function useUpdateAttribute() {
  return useApiMutation('updateAttribute', { invalidates: ATTRIBUTE_CHANGES });
}

export function useDeleteAttribute() {
  return useApiMutation('deleteAttribute', { invalidates: ATTRIBUTE_CHANGES });
}

/** Sends the filters' new order, whole: shown at once; a refusal asks for them again. */
export function useMoveAttributes() {
  const client = useQueryClient();
  const reorder = useApiMutation('reorderAttributes', { invalidates: ATTRIBUTE_CHANGES });
  const send = (next: Attribute[], { onSuccess }: Then) => {
    client.setQueryData(ATTRIBUTES_KEY, { items: next });
    reorder.mutate(
      { body: { ids: next.map((attribute) => attribute.id) } },
      { onSuccess, onError: () => void client.invalidateQueries({ queryKey: ATTRIBUTES_KEY }) },
    );
  };
  return { send, error: reorder.isError ? reorder.error : null };
}

export function useCreateAttributeValue() {
  return useApiMutation('createAttributeValue', { invalidates: ATTRIBUTE_CHANGES });
}

export function useUpdateAttributeValue() {
  return useApiMutation('updateAttributeValue', { invalidates: ATTRIBUTE_CHANGES });
}

export function useDeleteAttributeValue() {
  return useApiMutation('deleteAttributeValue', { invalidates: ATTRIBUTE_CHANGES });
}

/** Sends a filter's values in their new order, whole; the filter shows it at once. */
export function useMoveAttributeValues(attributeId: string) {
  const client = useQueryClient();
  const reorder = useApiMutation('reorderAttributeValues', { invalidates: ATTRIBUTE_CHANGES });
  return (values: AttributeValue[], then: Then) => {
    client.setQueryData<AttributeList>(ATTRIBUTES_KEY, (list) =>
      list
        ? { items: list.items.map((one) => (one.id === attributeId ? { ...one, values } : one)) }
        : list,
    );
    reorder.mutate(
      { params: { id: attributeId }, body: { ids: values.map((value) => value.id) } },
      then,
    );
  };
}
