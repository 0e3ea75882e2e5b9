import type { CartVariant } from '@aurelle/contract';
import type { TFunction } from '../lib/i18n.ts';

/** A cart line's or saved item's chosen options in words: 'Ring size: 12 · Metal: Rose gold'. */
export function variantText(line: { variant: readonly CartVariant[] }, t: TFunction): string {
  return line.variant
    .map((v) => t('cart.variant', { name: v.name, value: v.label || v.optionValue }))
    .join(' · ');
}
