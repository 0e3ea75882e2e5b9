import type { Language, ProductSummary } from '@aurelle/contract';
import type { DataCaches } from '../../lib/data-cache.ts';
import type { StockRepository } from './catalog-stock.repository.ts';
import type { VariantStock } from './variant-stock.ts';
import {
  NO_PARTS,
  type CatalogRepository,
  type ProductParts,
  type SummaryRow,
} from './catalog.repository.ts';
import { toSummary, type ViewContext } from './catalog-view.ts';

/** A product's row and parts, one object per catalogue version. */
export type ProductData = { row: SummaryRow; parts: ProductParts };

/** A product as a cart or a wishlist reads it, still sold or not, with its live stock. */
export type ProductRecord = {
  row: SummaryRow;
  parts: ProductParts;
  stock: number;
  /** Its variants' stock by key (all 0 for a removed product). */
  variantStock: VariantStock;
};

/** Products whose stock is read again together after a move; past it the set starts over. */
const MAX_SHOWN = 20_000;

type Deps = {
  repo: Pick<CatalogRepository, 'summaryRows' | 'partsOf'>;
  stockRepo: Pick<StockRepository, 'stockOf' | 'variantStockOf'>;
  caches: Pick<DataCaches, 'catalog' | 'stock'>;
};

/**
 * What every product a visitor or customer sees is built from: rows and parts kept per catalogue
 * version, stock kept per stock version, so it is never more than a recheck behind
 * (docs/decisions/0067).
 */
export function createProductReader({ repo, stockRepo, caches }: Deps) {
  async function rows(ids: readonly string[], lang: Language) {
    const prefix = `row|${lang}|`;
    const found = await caches.catalog.getMany<SummaryRow>(
      ids.map((id) => prefix + id),
      async (missing) => {
        const loaded = await repo.summaryRows(
          missing.map((key) => key.slice(prefix.length)),
          lang,
        );
        return new Map(loaded.map((row) => [prefix + row.id, row]));
      },
    );
    return new Map(ids.map((id) => [id, found.get(prefix + id)]));
  }

  // After a stock move, every product shown before is read again in one query, shared by the
  // requests that miss meanwhile: not one query per list or detail rebuilt.
  const shown = new Set<string>();
  let bulk: { version: string | undefined; read: Promise<Map<string, number>> } | null = null;

  /** The version's one bulk read, and whether this caller started it. */
  function bulkRead() {
    // Once per version: a read started before the version moved may predate the change.
    const version = caches.stock.version;
    if (bulk && bulk.version === version) return { read: bulk.read, started: false };
    const mine = { version, read: stockRepo.stockOf([...shown]) };
    bulk = mine;
    mine.read.catch(() => {
      if (bulk === mine) bulk = null;
    });
    return { read: mine.read, started: true };
  }

  async function readStock(missing: readonly string[]): Promise<Map<string, number>> {
    if (shown.size + missing.length > MAX_SHOWN) shown.clear();
    for (const id of missing) shown.add(id);
    const { read, started } = bulkRead();
    const found = await read;
    // The caller that started the read answers all of it, so the cache keeps every product's
    // stock; later callers answer their own products.
    const answer = started
      ? new Map(found)
      : new Map(
          missing.flatMap((id) => (found.has(id) ? [[id, found.get(id) ?? 0] as const] : [])),
        );
    // Products first shown since the bulk read, and unknown ids.
    const left = missing.filter((id) => !found.has(id));
    if (left.length > 0)
      for (const [id, stock] of await stockRepo.stockOf(left)) answer.set(id, stock);
    return answer;
  }

  /** Live stock per product; 0 for a removed or unknown one. */
  async function stockOf(ids: readonly string[]): Promise<Map<string, number>> {
    const found = await caches.stock.getMany<number>(ids, readStock);
    return new Map(ids.map((id) => [id, found.get(id) ?? 0]));
  }

  async function parts(ids: readonly string[]) {
    const prefix = 'parts|';
    const found = await caches.catalog.getMany<ProductParts>(
      ids.map((id) => prefix + id),
      async (missing) => {
        const loaded = await repo.partsOf(missing.map((key) => key.slice(prefix.length)));
        return new Map([...loaded].map(([id, value]) => [prefix + id, value]));
      },
    );
    return new Map(ids.map((id) => [id, found.get(prefix + id)]));
  }

  /** Live stock of each product's variants, by key, per stock version. */
  async function variantStockOf(ids: readonly string[]): Promise<Map<string, VariantStock>> {
    const prefix = 'variants|';
    const found = await caches.stock.getMany<VariantStock>(
      ids.map((id) => prefix + id),
      async (missing) => {
        const loaded = await stockRepo.variantStockOf(
          missing.map((key) => key.slice(prefix.length)),
        );
        return new Map([...loaded].map(([id, value]) => [prefix + id, value]));
      },
    );
    return new Map(ids.map((id) => [id, found.get(prefix + id) ?? {}]));
  }

  return {
    stockOf,
    variantStockOf,
    parts,

    /** Summaries of the active products among `ids`, in `ids` order. */
    async summaries(ids: readonly string[], ctx: ViewContext): Promise<ProductSummary[]> {
      const [found, stock] = await Promise.all([rows(ids, ctx.lang), stockOf(ids)]);
      return ids.flatMap((id) => {
        const row = found.get(id);
        return row?.isActive ? [toSummary(row, stock.get(id) ?? 0, ctx)] : [];
      });
    },

    /** Every known product among `ids`, active or not (a removed one has stock 0). */
    async records(ids: readonly string[], lang: Language): Promise<Map<string, ProductRecord>> {
      const [found, allParts, stock, variantStock] = await Promise.all([
        rows(ids, lang),
        parts(ids),
        stockOf(ids),
        variantStockOf(ids),
      ]);
      const records = new Map<string, ProductRecord>();
      for (const id of ids) {
        const row = found.get(id);
        if (row)
          records.set(id, {
            row,
            parts: allParts.get(id) ?? NO_PARTS,
            stock: stock.get(id) ?? 0,
            variantStock: row.isActive ? (variantStock.get(id) ?? {}) : {},
          });
      }
      return records;
    },
  };
}

export type ProductReader = ReturnType<typeof createProductReader>;
