import type { VariantOption } from '@aurelle/contract';
import type { ProductOptionRow } from './products.repository.ts';

/** A combination's key as a cart line writes it: its values sorted, as JSON. */
export const combinationKey = (values: readonly string[]): string =>
  JSON.stringify([...values].sort());

/** The values a variant's key holds ('' is the implicit variant: none). */
export function valuesOfKey(key: string): string[] {
  if (!key) return [];
  const parsed: unknown = JSON.parse(key);
  return Array.isArray(parsed) ? parsed.map(String) : [];
}

/**
 * Every combination a product's options make (one value of each option that has values), keyed
 * as its variant is, with the sum of its values' supplements: what `add_missing_variants` adds.
 */
export function combinationsOf(
  options: readonly Pick<ProductOptionRow, 'values'>[],
): Map<string, number> {
  let partial: { values: string[]; delta: number }[] = [{ values: [], delta: 0 }];
  const made = options.filter((option) => option.values.length > 0);
  if (made.length === 0) return new Map();
  for (const option of made)
    partial = partial.flatMap((combination) =>
      option.values.map((value) => ({
        values: [...combination.values, value.value],
        delta: combination.delta + value.priceDelta,
      })),
    );
  return new Map(partial.map((c) => [combinationKey(c.values), c.delta]));
}

/** A combination in English words, one option after another: "Ring size: 12". */
export function wordsOfKey(key: string, options: readonly ProductOptionRow[]): VariantOption[] {
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
