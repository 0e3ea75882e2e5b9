import { combinationKey } from '../catalog/variant-stock.ts';
import type { ProductOptionRow } from './products.repository.ts';

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
