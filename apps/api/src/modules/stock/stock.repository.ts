import { and, desc, eq, sql } from 'drizzle-orm';
import type { LowStockItem, StockMove } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import {
  lockProducts,
  lockVariant,
  moveVariantUnits,
} from '../catalog/catalog-variant-units.repository.ts';
import { LOW_STOCK_VARIANTS } from './low-stock.sql.ts';
import {
  orders,
  products,
  productTranslations,
  productVariants,
  staffAccounts,
  stockMoves,
} from '../../db/schema/index.ts';

type LowStockRow = {
  product_id: string;
  variant_id: string;
  sku: string;
  stock: number | string;
  low_stock_at: number | string;
  name: string;
  image: string | null;
  options: string | null;
};

/** The back office's reads of stock: low and sold-out products, a product's ledger. */
export function createStockLedgerRepository(db: Db) {
  // A product's English name (the SKU if it has none): the back office reads English.
  const inEnglish = and(
    eq(productTranslations.productId, products.id),
    eq(productTranslations.locale, 'en'),
  );
  const englishName = sql<string>`coalesce(${productTranslations.name}, ${products.sku})`;
  return {
    /**
     * What is low, sold-out first (at most 200): products without options at or under their
     * threshold, and each combination of the others at or under its own, named by its options.
     */
    async low(): Promise<LowStockItem[]> {
      const result = await db.execute(sql`
        select low.product_id, low.variant_id, low.sku, low.stock::int as stock,
               low.low_stock_at::int as low_stock_at,
               coalesce(t.name, p.sku) as name, p.images->>0 as image,
               case when low.key = '' then null else (
                 select string_agg(coalesce(nullif(o.name->>'en', ''), o.code) || ': '
                                   || coalesce(nullif(ov.label->>'en', ''), ov.value),
                                   ' · ' order by o.position)
                   from product_options o join product_option_values ov on ov.option_id = o.id
                  where o.product_id = low.product_id
                    and ov.value in (select jsonb_array_elements_text(low.key::jsonb))
               ) end as options
          from ${LOW_STOCK_VARIANTS}
          join products p on p.id = low.product_id
          left join product_translations t on t.product_id = p.id and t.locale = 'en'
         order by low.stock, coalesce(t.name, p.sku), low.position, low.key
         limit 200`);
      return (result as unknown as { rows: LowStockRow[] }).rows.map((row) => ({
        productId: row.product_id,
        variantId: row.options === null ? null : row.variant_id,
        options: row.options,
        name: row.name,
        sku: row.sku,
        stock: Number(row.stock),
        lowStockAt: Number(row.low_stock_at),
        image: row.image,
      }));
    },

    /** Locks a product's row (the first lock of any writer of its stock): whether it exists. */
    lockProduct: async (tx: Db, productId: string): Promise<boolean> =>
      (await lockProducts(tx, [productId])).length > 0,

    /** One variant of the product, locked. */
    lockVariant: (tx: Db, productId: string, variantId: string) =>
      lockVariant(tx, productId, { id: variantId }),

    /** Moves a variant's stock unless it would go below 0: its new stock, or null. */
    moveVariantStock: moveVariantUnits,

    async product(productId: string, tx: Db = db) {
      const [row] = await tx
        .select({
          productId: products.id,
          name: englishName,
          stock: products.stock,
          lowStockAt: products.lowStockAt,
          hallmarked: products.hallmarked,
        })
        .from(products)
        .leftJoin(productTranslations, inEnglish)
        .where(eq(products.id, productId));
      return row;
    },

    /** A product's last 100 ledger rows, newest first, with who and which order. */
    async moves(productId: string): Promise<StockMove[]> {
      const rows = await db
        .select({
          id: stockMoves.id,
          at: stockMoves.at,
          change: stockMoves.change,
          reason: stockMoves.reason,
          note: stockMoves.note,
          actor: staffAccounts.name,
          orderNumber: orders.orderNumber,
          variantKey: productVariants.key,
          variantSku: productVariants.sku,
        })
        .from(stockMoves)
        .leftJoin(productVariants, eq(productVariants.id, stockMoves.variantId))
        .leftJoin(staffAccounts, eq(staffAccounts.id, stockMoves.staffId))
        .leftJoin(orders, eq(orders.id, stockMoves.orderId))
        .where(eq(stockMoves.productId, productId))
        .orderBy(desc(stockMoves.id))
        .limit(100);
      return rows.map(({ variantKey, variantSku, ...row }) => ({
        ...row,
        id: String(row.id),
        at: row.at.toISOString(),
        // A combination's rows name it; the product's own (implicit) variant's name none.
        variantSku: variantKey ? variantSku : null,
      }));
    },

    /** The sum of a product's ledger, which always equals its stock. */
    async ledgerSum(productId: string): Promise<number> {
      const [row] = await db
        .select({ sum: sql<number>`coalesce(sum(${stockMoves.change}), 0)::int` })
        .from(stockMoves)
        .where(eq(stockMoves.productId, productId));
      return row?.sum ?? 0;
    },

    async setThreshold(tx: Db, productId: string, lowStockAt: number) {
      const [row] = await tx
        .update(products)
        .set({ lowStockAt })
        .where(eq(products.id, productId))
        .returning({
          productId: products.id,
          stock: products.stock,
          lowStockAt: products.lowStockAt,
        });
      return row;
    },
  };
}

export type StockLedgerRepository = ReturnType<typeof createStockLedgerRepository>;
