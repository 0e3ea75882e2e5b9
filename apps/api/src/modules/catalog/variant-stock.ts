import type { LocalizedText } from '../../db/schema/index.ts';
import type { VariantOption } from '@aurelle/contract';

/** An option with its values as the back office names them (English words). */
type NamedOption = {
  code: string;
  name: LocalizedText;
  values: readonly { value: string; label: LocalizedText }[];
};

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

/** A combination's key as a cart line writes it: its values sorted, as JSON. */
export const combinationKey = (values: readonly string[]): string =>
  JSON.stringify([...values].sort());

/** The values a variant's key holds ('' is the implicit variant: none). */
export function valuesOfKey(key: string): string[] {
  if (!key) return [];
  const parsed: unknown = JSON.parse(key);
  return Array.isArray(parsed) ? parsed.map(String) : [];
}

/** A combination in English words, one option after another: "Ring size: 12". */
export function wordsOfKey(key: string, options: readonly NamedOption[]): VariantOption[] {
  const values = valuesOfKey(key);
  const left = [...values];
  const words: VariantOption[] = [];
  for (const option of options) {
    const at = left.findIndex((value) => option.values.some((v) => v.value === value));
    if (at < 0) continue;
    const [value = ''] = left.splice(at, 1);
    const label = option.values.find((v) => v.value === value)?.label.en || value;
    words.push({ name: option.name.en || option.code, value: label });
  }
  // A value no longer among the options (a combination no longer offered) keeps its own words.
  for (const value of left) words.push({ name: '', value });
  return words;
}

export const labelOf = (words: readonly VariantOption[]): string =>
  words.map((w) => (w.name ? `${w.name}: ${w.value}` : w.value)).join(' · ');
