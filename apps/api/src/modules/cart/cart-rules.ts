import {
  CART_MAX_LINES,
  CART_MAX_QUANTITY,
  format,
  messages,
  messagesFor,
  type Language,
} from '@aurelle/contract';
import { AppError, notFound } from '../../lib/errors.ts';
import type { LineWrite, StoredLine } from './cart.repository.ts';

type StockNow = ReadonlyMap<string, { stock: number; isActive: boolean }>;

const lineKey = (line: { productId: string; variantKey: string }) =>
  `${line.productId}|${line.variantKey}`;

/**
 * What an add writes, each line at its new quantity (merged into the line with the same product
 * and variant), after the checks: a product still sold, at most CART_MAX_QUANTITY per line and
 * CART_MAX_LINES lines, and no more of a product (all its variants) than its stock now.
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
  for (const productId of new Set(adds.map((add) => add.productId))) {
    const stock = stockNow.get(productId)?.stock ?? 0;
    let wanted = 0;
    for (const [key, quantity] of lines) if (key.startsWith(`${productId}|`)) wanted += quantity;
    if (wanted <= stock) continue;
    if (stock === 0) throw new AppError(409, messages.cart.outOfStock);
    throw new AppError(409, format(messagesFor(lang).cart.onlyLeft, { n: stock }));
  }
  return writes;
}
