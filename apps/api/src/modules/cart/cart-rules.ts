import {
  CART_MAX_LINES,
  CART_MAX_QUANTITY,
  format,
  messages,
  messagesFor,
  type Language,
} from '@aurelle/contract';
import { AppError, notFound } from '../../lib/errors.ts';
import {
  availableOf,
  IMPLICIT_VARIANT,
  variantKeyOf,
  type VariantStock,
} from '../catalog/variant-stock.ts';
import type { LineWrite, StoredLine } from './cart.repository.ts';

type StockNow = ReadonlyMap<string, { isActive: boolean; variants: VariantStock }>;

const lineKey = (line: { productId: string; variantKey: string }) =>
  `${line.productId}|${line.variantKey}`;
const splitKey = (key: string): [string, string] => [
  key.slice(0, key.indexOf('|')),
  key.slice(key.indexOf('|') + 1),
];

/** A variant's own stock: none for the implicit one, which every combination shares. */
const ownStock = (variants: VariantStock, key: string) =>
  key === IMPLICIT_VARIANT ? 0 : (variants[key] ?? 0);

/**
 * What an add writes, each line at its new quantity (merged into the line with the same product
 * and variant), after the checks: a product still sold, at most CART_MAX_QUANTITY per line and
 * CART_MAX_LINES lines, and no more of a variant than it has now: its own stock, then its
 * product's stock not counted per combination, which all its combinations share.
 */
export function plannedWrites(
  existing: readonly StoredLine[],
  adds: readonly LineWrite[],
  stockNow: StockNow,
  lang: Language,
): LineWrite[] {
  const lines = new Map(existing.map((line) => [lineKey(line), line.quantity]));
  const writes = adds.map((add) => {
    const state = stockNow.get(add.productId);
    if (!state?.isActive) throw notFound(messages.catalog.productNotFound);
    const quantity = (lines.get(lineKey(add)) ?? 0) + add.quantity;
    if (quantity > CART_MAX_QUANTITY) throw new AppError(400, messages.cart.quantityInvalid);
    lines.set(lineKey(add), quantity);
    return { ...add, quantity };
  });
  if (lines.size > CART_MAX_LINES) throw new AppError(409, messages.cart.full);
  for (const add of adds) {
    const variants = stockNow.get(add.productId)?.variants ?? {};
    // What the product's other lines need of its uncounted stock, past their own.
    let shared = 0;
    for (const [key, quantity] of lines) {
      const [productId, variantKey] = splitKey(key);
      if (productId !== add.productId || variantKey === add.variantKey) continue;
      shared += quantity - Math.min(quantity, ownStock(variants, variantKeyOf(variantKey)));
    }
    const left = Math.max(0, availableOf(variants, variantKeyOf(add.variantKey)) - shared);
    if ((lines.get(lineKey(add)) ?? 0) <= left) continue;
    if (left === 0) throw new AppError(409, messages.cart.outOfStock);
    throw new AppError(409, format(messagesFor(lang).cart.onlyLeft, { n: left }));
  }
  return writes;
}
