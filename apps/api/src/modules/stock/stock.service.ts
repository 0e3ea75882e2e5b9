import {
  catalogMessages,
  stockMessages,
  type StockAdjustmentBody,
  type StockHistory,
  type StockLevel,
} from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { writeTransaction } from '../../lib/write-transaction.ts';
import { typedText, type Actor } from '../audit/audit.repository.ts';
import { auditRecorder, type BackOfficeDeps } from '../audit/back-office.ts';
import { createStockRepository } from '../catalog/catalog-stock.repository.ts';
import type { StockLedgerRepository } from './stock.repository.ts';

type Deps = BackOfficeDeps<StockLedgerRepository>;

/**
 * Stock by hand in the back office: an adjustment with its reason (a ledger row, written by the
 * trigger with the reason, the staff member and the note named here), and each product's
 * low-stock threshold. Each write and its audit row are one transaction.
 */
export function createStockService({ db, repo, audit, clock }: Deps) {
  const record = auditRecorder({ audit, clock });

  /** The product whose stock is adjusted: 404 when missing, 409 when its pieces count it. */
  async function adjustable(tx: Db, productId: string) {
    const product = await repo.product(productId, tx);
    if (!product) throw notFound(stockMessages.productNotFound);
    if (product.hallmarked) throw new AppError(409, catalogMessages.hallmarkedAdjust);
    return product;
  }

  /** An adjustment's audit row; `variantSku` names the variant adjusted, if one was. */
  function recordAdjustment(
    tx: Db,
    actor: Actor,
    body: StockAdjustmentBody,
    stock: { before: number; after: number },
    variantSku?: string,
  ) {
    return record(tx, actor, {
      action: 'stock.adjusted',
      entityType: 'product',
      entityId: body.productId,
      changes: {
        ...(variantSku === undefined ? {} : { variant: { after: variantSku } }),
        stock,
        reason: { after: body.reason },
        ...(body.note ? { note: { after: typedText(body.note) } } : {}),
      },
    });
  }

  /** A variant's stock by hand: the product's row locked first, then the variant's. */
  async function adjustVariant(
    tx: Db,
    actor: Actor,
    body: StockAdjustmentBody,
    variantId: string,
  ): Promise<StockLevel> {
    if (!(await repo.lockProduct(tx, body.productId)))
      throw notFound(stockMessages.productNotFound);
    await adjustable(tx, body.productId);
    const variant = await repo.lockVariant(tx, body.productId, variantId);
    if (!variant) throw notFound(stockMessages.variantNotFound);
    const stock = await repo.moveVariantStock(tx, variantId, body.change);
    if (stock === null)
      throw new AppError(409, stockMessages.belowZero, { change: stockMessages.belowZero });
    await recordAdjustment(tx, actor, body, { before: variant.stock, after: stock }, variant.sku);
    return { productId: body.productId, variantId, stock, lowStockAt: variant.lowStockAt };
  }

  return {
    low: async () => ({ items: await repo.low() }),

    async history(productId: string): Promise<StockHistory> {
      const product = await repo.product(productId);
      if (!product) throw notFound(stockMessages.productNotFound);
      return { ...product, moves: await repo.moves(productId) };
    },

    async adjust(actor: Actor, body: StockAdjustmentBody): Promise<StockLevel> {
      const stockChange = { reason: body.reason, note: body.note?.trim() || null };
      return writeTransaction(db, { staffId: actor.staffId, stock: stockChange }, async (tx) => {
        if (body.variantId) return adjustVariant(tx, actor, body, body.variantId);
        const before = await adjustable(tx, body.productId);
        const stock = await createStockRepository(tx).adjust(body.productId, body.change);
        if (stock === null)
          throw new AppError(409, stockMessages.belowZero, { change: stockMessages.belowZero });
        await recordAdjustment(tx, actor, body, { before: before.stock, after: stock });
        return { productId: body.productId, stock, lowStockAt: before.lowStockAt };
      });
    },

    async setThreshold(actor: Actor, productId: string, lowStockAt: number): Promise<StockLevel> {
      return db.transaction(async (tx) => {
        const before = await repo.product(productId, tx);
        if (!before) throw notFound(stockMessages.productNotFound);
        const after = await repo.setThreshold(tx, productId, lowStockAt);
        if (!after) throw notFound(stockMessages.productNotFound);
        await record(tx, actor, {
          action: 'stock.threshold-set',
          entityType: 'product',
          entityId: productId,
          changes: { lowStockAt: { before: before.lowStockAt, after: lowStockAt } },
        });
        return after;
      });
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
