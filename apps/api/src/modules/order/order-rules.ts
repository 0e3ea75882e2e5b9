import { GST_RATE_PERCENT, type VariantChoice } from '@aurelle/contract';
import { variantKey } from '../catalog/variant-choice.ts';

type Sent = { product_id: string; quantity: number; variants: readonly VariantChoice[] };
type Held = { productId: string; quantity: number; variant: readonly VariantChoice[] };

const keyOf = (productId: string, variant: readonly VariantChoice[], quantity: number) =>
  `${productId}|${variantKey(variant.map((v) => v.optionValue))}|${quantity}`;

/** True when the body's `cart[]` is the customer's cart: the same lines, variants and quantities. */
export function sameLines(sent: readonly Sent[], held: readonly Held[]): boolean {
  if (sent.length !== held.length) return false;
  const a = sent.map((line) => keyOf(line.product_id, line.variants, line.quantity)).sort();
  const b = held.map((line) => keyOf(line.productId, line.variant, line.quantity)).sort();
  return a.every((key, index) => key === b[index]);
}

/** The GST contained in a GST-inclusive amount (INR minor units), to the paisa. */
export function gstIn(totalPaise: number): number {
  return Math.round((totalPaise * GST_RATE_PERCENT) / (100 + GST_RATE_PERCENT));
}

/**
 * True when a figure the customer saw (major units of the locale's currency) is the server's, to
 * half of the currency's smallest shown unit.
 */
export function sameFigure(seen: number | undefined, server: number, fractionDigits: number) {
  return seen === undefined || Math.abs(seen - server) < 0.5 / 10 ** fractionDigits;
}
