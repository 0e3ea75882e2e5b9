import type { CartLine } from '@aurelle/contract';
import type { ProductRecord } from '../catalog/catalog-products.ts';
import { imagesOf, pricesOf, toAttributes, type ViewContext } from '../catalog/catalog-view.ts';
import { chosenValues } from '../catalog/variant-choice.ts';
import { availableOf, variantKeyOf } from '../catalog/variant-stock.ts';
import type { StoredLine } from './cart.repository.ts';

/** A line as the customer reads it, and what the totals need (INR minor units). */
export type PricedLine = { line: CartLine; unitPaise: number; counted: boolean };

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
  const { variant, delta, sku } = chosenValues(line, record, ctx.lang);
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
