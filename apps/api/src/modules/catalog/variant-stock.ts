/** A product's variants' stock by key: the cart's `variantKey`, '' for the implicit variant. */
export type VariantStock = Readonly<Record<string, number>>;

/** The implicit variant's key: a product without options, or stock not counted per combination. */
export const IMPLICIT_VARIANT = '';

/** A cart line's `variantKey` as a variant's key: a product without options writes `[]`. */
export function variantKeyOf(cartKey: string): string {
  return cartKey === '[]' ? IMPLICIT_VARIANT : cartKey;
}

/**
 * What can be sold of the variant `key`: its own stock and its product's stock not counted per
 * combination (the implicit variant's), which every combination sells from once its own is gone.
 */
export function availableOf(stock: VariantStock | undefined, key: string): number {
  const implicit = stock?.[IMPLICIT_VARIANT] ?? 0;
  return key === IMPLICIT_VARIANT ? implicit : (stock?.[key] ?? 0) + implicit;
}
