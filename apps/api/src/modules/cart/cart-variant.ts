import type { VariantChoice } from '@aurelle/contract';
import type { OptionRow } from '../catalog/catalog.repository.ts';

type Option = { code: string; values: OptionRow[] };

/** A product's options, each with its values, in their order. */
function optionsOf(rows: readonly OptionRow[]): Option[] {
  const options = new Map<string, Option>();
  for (const row of rows) {
    const option = options.get(row.optionId) ?? { code: row.code, values: [] };
    options.set(row.optionId, option);
    if (row.value !== null) option.values.push(row);
  }
  return [...options.values()].filter((option) => option.values.length > 0);
}

/**
 * The option values a line holds: one per option of the product, in the options' order. A chosen
 * value names an option that no other chosen value named; an option left out takes its first
 * value, as the product page preselects it. Null when a value is not the product's or two name
 * the same option.
 */
export function resolveVariant(
  rows: readonly OptionRow[],
  chosen: readonly VariantChoice[],
): OptionRow[] | null {
  const options = optionsOf(rows);
  const picked = new Map<Option, OptionRow>();
  for (const { optionValue } of chosen) {
    const option = options.find(
      (o) => !picked.has(o) && o.values.some((v) => v.value === optionValue),
    );
    const value = option?.values.find((v) => v.value === optionValue);
    if (!option || !value) return null;
    picked.set(option, value);
  }
  return options.flatMap((option) => picked.get(option) ?? option.values[0] ?? []);
}

/** One line per product and variant: the values sorted, so their order never makes two lines. */
export function variantKey(values: readonly string[]): string {
  return JSON.stringify([...values].sort());
}
