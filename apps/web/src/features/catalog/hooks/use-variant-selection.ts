import type { ProductDetail } from '@aurelle/contract';
import { useState } from 'react';

/** The chosen value per option (first value by default) and the price they add. */
export function useVariantSelection(product: ProductDetail) {
  const [chosen, setChosen] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      product.variants.map((option) => [option.code, option.values[0]?.optionValue ?? '']),
    ),
  );
  const options = product.variants.map((option) => ({
    code: option.code,
    optionValue: chosen[option.code] ?? '',
  }));
  const delta = product.variants.reduce((sum, option) => {
    const value = option.values.find((entry) => entry.optionValue === chosen[option.code]);
    return sum + (value?.priceDelta ?? 0);
  }, 0);
  const choose = (code: string, value: string) => setChosen({ ...chosen, [code]: value });
  return { chosen, choose, options, delta };
}

export type VariantSelection = ReturnType<typeof useVariantSelection>;
