import type { Language, ProductDetailResponse } from '@aurelle/contract';
import { toCachedBody, type CachedBody } from '../../lib/http-cache.ts';
import { moneyFor, type RateTable } from '../../lib/money.ts';
import type { Locale } from '../../lib/locale.ts';
import type { ProductReader } from './catalog-products.ts';
import type { Reference } from './catalog-reference.ts';
import type { ProductParts, SummaryRow } from './catalog.repository.ts';
import { toDetail } from './catalog-view.ts';

/** A product's row and parts, one object per catalogue version (the data cache's entry). */
export type ProductData = { row: SummaryRow; parts: ProductParts };

type Rendered = {
  ref: Reference;
  rates: RateTable;
  stock: number;
  body: CachedBody<ProductDetailResponse>;
};

type Deps = {
  findProduct(idOrSlug: string, lang: Language): Promise<ProductData>;
  reference(): Promise<Reference>;
  rates(): Promise<RateTable>;
  products: Pick<ProductReader, 'stockOf'>;
};

/**
 * Product details, serialized. A detail is written again only when its data, reference tables,
 * rates or stock differ from the last time: after a stock move the details whose product kept
 * its stock reuse their bytes, so a shop's many hot details cost little while orders come in
 * (docs/decisions/0027).
 */
export function createDetailWriter({ findProduct, reference, rates, products }: Deps) {
  // Keyed by the data entry: its renderings go when the catalogue moves and the entry with them.
  const rendered = new WeakMap<ProductData, Map<string, Rendered>>();

  return async function detailBody(
    idOrSlug: string,
    locale: Locale,
  ): Promise<CachedBody<ProductDetailResponse>> {
    const data = await findProduct(idOrSlug, locale.lang);
    const [ref, table, stocks] = await Promise.all([
      reference(),
      rates(),
      products.stockOf([data.row.id]),
    ]);
    const stock = stocks.get(data.row.id) ?? 0;
    const byView = rendered.get(data) ?? new Map<string, Rendered>();
    rendered.set(data, byView);
    const viewKey = `${locale.lang}|${locale.currency}`;
    const last = byView.get(viewKey);
    if (last && last.ref === ref && last.rates === table && last.stock === stock) return last.body;
    const ctx = { ref, lang: locale.lang, money: moneyFor(table, locale.currency, locale.lang) };
    const body = toCachedBody({ product: toDetail(data.row, data.parts, stock, ctx) });
    byView.set(viewKey, { ref, rates: table, stock, body });
    return body;
  };
}
