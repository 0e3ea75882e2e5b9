import type { CartLine, CartVariant } from '@aurelle/contract';
import { pickText } from '../catalog/catalog-reference.ts';
import type { ProductRecord } from '../catalog/catalog-products.ts';
import { imagesOf, pricesOf, toAttributes, type ViewContext } from '../catalog/catalog-view.ts';
import { availableOf, variantKeyOf } from '../catalog/variant-stock.ts';
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
  // The combination's own supplement, which the owner may set apart from its values' sum.
  const key = variantKeyOf(line.variantKey);
  const combination = record.parts.variants.find((v) => v.key === key);
  return { variant, delta: combination?.priceDelta ?? delta, sku: combination?.sku };
}

/**
 * A stored line with its product read now: today's price with its variant's difference, and the
 * live stock of its variant. A line whose variant sold out or was removed (stock 0) is kept but
 * not counted.
 */
export function toCartLine(
  line: StoredLine,
  record: ProductRecord,
  ctx: ViewContext,
  inWishlist: boolean,
): PricedLine {
  const { row } = record;
  const { variant, delta, sku } = chosenValues(line, record, ctx);
  const stock = availableOf(record.variantStock, variantKeyOf(line.variantKey));
  const prices = pricesOf(row, delta, ctx.money);
  return {
    line: {
      _id: line.id,
      product_id: row.id,
      name: row.name,
      sku: sku ?? row.sku,
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
