import type { CartVariant, Language, VariantChoice } from '@aurelle/contract';
import { pickText } from './catalog-reference.ts';
import type { ProductRecord } from './catalog-products.ts';
import type { OptionRow } from './catalog.repository.ts';
import { variantKeyOf } from './variant-stock.ts';

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

/**
 * `chosen` completed as `resolveVariant` does, as a line stores it: one `{ optionValue }` per
 * option of the product. Null when a value is not the product's.
 */
export function completeVariant(
  rows: readonly OptionRow[],
  chosen: readonly VariantChoice[],
): VariantChoice[] | null {
  const values = resolveVariant(rows, chosen);
  return values && values.flatMap((v) => (v.value === null ? [] : [{ optionValue: v.value }]));
}

/** One line per product and variant: the values sorted, so their order never makes two lines. */
export function variantKey(values: readonly string[]): string {
  return JSON.stringify([...values].sort());
}

/** A line's or saved item's chosen values, and the key of their combination. */
export type ChosenVariant = { variant: readonly VariantChoice[]; variantKey: string };

/**
 * Chosen values as a cart line or a saved item shows them (each with its option's name and label
 * in `lang`), the price their combination adds (INR minor units) and its SKU.
 */
export function chosenValues(
  chosen: ChosenVariant,
  record: ProductRecord,
  lang: Language,
): { variant: CartVariant[]; delta: number; sku: string | undefined } {
  const used = new Set<string>();
  let delta = 0;
  const variant = chosen.variant.map(({ optionValue }): CartVariant => {
    const row = record.parts.options.find((r) => r.value === optionValue && !used.has(r.optionId));
    // An option the shop has since taken off the product: shown as stored, adding nothing.
    if (!row) return { optionValue, code: '', name: '', label: optionValue };
    used.add(row.optionId);
    delta += row.priceDelta ?? 0;
    return {
      optionValue,
      code: row.code,
      name: pickText(row.name, lang),
      label: pickText(row.label, lang) || optionValue,
    };
  });
  // The combination's own supplement, which the owner may set apart from its values' sum.
  const key = variantKeyOf(chosen.variantKey);
  const combination = record.parts.variants.find((v) => v.key === key);
  return { variant, delta: combination?.priceDelta ?? delta, sku: combination?.sku };
}
