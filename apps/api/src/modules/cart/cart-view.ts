import type { CartLine, CartVariant } from '@aurelle/contract';
import { pickText } from '../catalog/catalog-reference.ts';
import type { ProductRecord } from '../catalog/catalog-products.ts';
import { imagesOf, pricesOf, toAttributes, type ViewContext } from '../catalog/catalog-view.ts';
import type { StoredLine } from './cart.repository.ts';

/** A line as the customer reads it, and what the totals need (INR minor units). */
export type PricedLine = { line: CartLine; unitPaise: number; counted: boolean };

/** The line's option values as it shows them, and the price they add (INR minor units). */
function chosenValues(line: StoredLine, record: ProductRecord, { lang }: ViewContext) {
  const used = new Set<string>();
  let delta = 0;
  const variant = line.variant.map(({ optionValue }): CartVariant => {
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
  return { variant, delta };
}

/**
 * A stored line with its product read now: today's price with its variant's difference, and live
 * stock. A line whose product sold out or was removed (stock 0) is kept but not counted.
 */
export function toCartLine(
  line: StoredLine,
  record: ProductRecord,
  ctx: ViewContext,
  inWishlist: boolean,
): PricedLine {
  const { row, stock } = record;
  const { variant, delta } = chosenValues(line, record, ctx);
  const prices = pricesOf(row, delta, ctx.money);
  return {
    line: {
      _id: line.id,
      product_id: row.id,
      name: row.name,
      sku: row.sku,
      slug: row.slug,
      description: row.description,
      image: imagesOf(row),
      quantity: line.quantity,
      variant,
      attributes: toAttributes(record.parts.valueIds, ctx),
      stock,
      inWishlist,
      price: prices.price,
      prices_formatted: prices.prices_formatted,
    },
    unitPaise: prices.paise,
    counted: stock > 0,
  };
}
