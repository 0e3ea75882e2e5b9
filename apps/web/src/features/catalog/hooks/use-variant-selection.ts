import type { ProductDetail } from '@aurelle/contract';
import { useState } from 'react';

type Combination = NonNullable<ProductDetail['combinations']>[number];

/** The combination of `chosen` (one value per option), compared as a set of values. */
function combinationOf(product: ProductDetail, chosen: Record<string, string>) {
  const values = product.variants.map((option) => chosen[option.code] ?? '').sort();
  return product.combinations?.find(
    (combination: Combination) =>
      combination.values.length === values.length &&
      [...combination.values].sort().every((value, i) => value === values[i]),
  );
}

/** The first value of each option, or the first combination in stock when there is one. */
function firstChoice(product: ProductDetail): Record<string, string> {
  const first = Object.fromEntries(
    product.variants.map((option) => [option.code, option.values[0]?.optionValue ?? '']),
  );
  const inStock = product.combinations?.find((combination) => combination.stock > 0);
  if (!inStock || (combinationOf(product, first)?.stock ?? 0) > 0) return first;
  const left = [...inStock.values];
  return Object.fromEntries(
    product.variants.map((option) => {
      const at = left.findIndex((value) => option.values.some((v) => v.optionValue === value));
      const [value] = at < 0 ? [first[option.code] ?? ''] : left.splice(at, 1);
      return [option.code, value ?? ''];
    }),
  );
}

/**
 * The chosen value per option and what that combination is: the price it adds, its SKU and its
 * stock (the product's own for a product without options). `stockWith` is what the choice would
 * have in stock with one option's value changed, for marking a size out of stock.
 */
export function useVariantSelection(product: ProductDetail) {
  const [chosen, setChosen] = useState<Record<string, string>>(() => firstChoice(product));
  const options = product.variants.map((option) => ({
    code: option.code,
    optionValue: chosen[option.code] ?? '',
  }));
  const combination = combinationOf(product, chosen);
  const valuesDelta = product.variants.reduce((sum, option) => {
    const value = option.values.find((entry) => entry.optionValue === chosen[option.code]);
    return sum + (value?.priceDelta ?? 0);
  }, 0);
  const choose = (code: string, value: string) => setChosen({ ...chosen, [code]: value });
  const stockWith = (code: string, value: string) =>
    product.combinations
      ? (combinationOf(product, { ...chosen, [code]: value })?.stock ?? 0)
      : product.stock;
  return {
    chosen,
    choose,
    options,
    delta: combination?.priceDelta ?? valuesDelta,
    sku: combination?.sku ?? product.sku,
    stock: product.combinations ? (combination?.stock ?? 0) : product.stock,
    stockWith,
  };
}

export type VariantSelection = ReturnType<typeof useVariantSelection>;
