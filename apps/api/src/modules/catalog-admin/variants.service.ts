import {
  catalogMessages,
  variantMessages,
  type AdminVariant,
  type CountPerSizeBody,
  type ProductVariants,
  type VariantUpdateBody,
} from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { violatedConstraint } from '../../lib/db-errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { writeTransaction } from '../../lib/write-transaction.ts';
import { changesBetween, typedText, type Actor } from '../audit/audit.repository.ts';
import { auditRecorder, type BackOfficeDeps } from '../audit/back-office.ts';
import { optionsOf } from './products.repository.ts';
import { labelOf, wordsOfKey } from '../catalog/variant-stock.ts';
import { combinationsOf } from './variant-combinations.ts';
import type { VariantsRepository } from './variants.repository.ts';

type Deps = BackOfficeDeps<VariantsRepository>;

const skuTaken = () =>
  new AppError(409, variantMessages.skuTaken, { sku: variantMessages.skuTaken });

/**
 * A product's variants in the back office: each combination of its option values with its own
 * SKU, supplement, threshold and stock, and the stock not yet counted per size moved onto them.
 * Writers lock the product's row first, then its variants (the combination before the implicit
 * one), as every writer of a variant's stock does.
 */
export function createVariantsService({ db, repo, audit, clock }: Deps) {
  const record = auditRecorder({ audit, clock });

  async function view(productId: string, tx: Db = db): Promise<ProductVariants> {
    const product = await repo.product(tx, productId);
    if (!product) throw notFound(catalogMessages.productNotFound);
    const options = await optionsOf(tx, productId);
    const rows = await repo.variants(productId, tx);
    const offered = combinationsOf(options);
    const implicit = rows.find((row) => row.key === '');
    const variants: AdminVariant[] = rows
      .filter((row) => row.key !== '')
      .map((row) => {
        const words = wordsOfKey(row.key, options);
        return { ...row, options: words, label: labelOf(words), offered: offered.has(row.key) };
      })
      // Those still offered first, in the options' order; then those no longer offered.
      .sort((a, b) => Number(b.offered) - Number(a.offered));
    return {
      productId,
      hasOptions: offered.size > 0,
      hallmarked: product.hallmarked,
      price: product.price,
      notCounted: implicit?.stock ?? 0,
      variants,
    };
  }

  /** The product locked, then its combination `variantId` locked (404 for either missing). */
  async function lockCombination(tx: Db, productId: string, variantId: string) {
    const product = await repo.product(tx, productId, true);
    if (!product) throw notFound(catalogMessages.productNotFound);
    const variant = await repo.variant(tx, productId, variantId);
    if (!variant) throw notFound(variantMessages.variantNotFound);
    if (variant.key === '') throw new AppError(409, variantMessages.implicitVariant);
    return { product, variant };
  }

  return {
    list: (productId: string) => view(productId),

    /**
     * A combination's SKU (unique among every product's and variant's, case aside), supplement
     * (it may be negative while the product's price stays at ₹0 or more) and threshold.
     */
    async update(
      actor: Actor,
      productId: string,
      variantId: string,
      body: VariantUpdateBody,
    ): Promise<ProductVariants> {
      try {
        return await db.transaction(async (tx) => {
          const { product, variant } = await lockCombination(tx, productId, variantId);
          if (product.price + body.priceDelta < 0)
            throw new AppError(400, catalogMessages.priceBelowZero, {
              priceDelta: catalogMessages.priceBelowZero,
            });
          if (await repo.skuHeld(tx, body.sku, { variantId })) throw skuTaken();
          await repo.update(tx, variantId, body);
          const before = { sku: variant.sku, priceDelta: variant.priceDelta };
          const after = { sku: body.sku, priceDelta: body.priceDelta };
          const changes = changesBetween(
            { ...before, lowStockAt: variant.lowStockAt },
            { ...after, lowStockAt: body.lowStockAt },
          );
          if (Object.keys(changes).length)
            await record(tx, actor, {
              action: 'product.variant-updated',
              entityType: 'product',
              entityId: productId,
              changes: { variant: { after: variant.key }, ...changes },
            });
          return view(productId, tx);
        });
      } catch (error) {
        // Two saves racing for one SKU: the unique index answers for the second.
        if (violatedConstraint(error) === 'product_variants_sku_key') throw skuTaken();
        throw error;
      }
    },

    /**
     * Counts pieces not counted per size as a combination's: one ledger row off the implicit
     * variant, one onto the combination, both a correction with the note. A hallmarked product's
     * pieces are given their size by HUID instead.
     */
    async countPerSize(
      actor: Actor,
      productId: string,
      variantId: string,
      body: CountPerSizeBody,
    ): Promise<ProductVariants> {
      return writeTransaction(db, { staffId: actor.staffId }, async (tx, change) => {
        const { product, variant } = await lockCombination(tx, productId, variantId);
        if (product.hallmarked) throw new AppError(409, variantMessages.hallmarkedCount);
        const implicit = await repo.implicitVariant(tx, productId);
        const notCounted = implicit?.stock ?? 0;
        if (!implicit || notCounted < body.quantity) {
          const message = variantMessages.moreThanNotCounted(notCounted);
          throw new AppError(409, message, { quantity: message });
        }
        const words = labelOf(wordsOfKey(variant.key, await optionsOf(tx, productId)));
        const note = body.note?.trim() || `Counted per size: ${words}`;
        await change.stock({ reason: 'correction', note });
        const left = await repo.moveStock(tx, implicit.id, -body.quantity);
        const counted = await repo.moveStock(tx, variant.id, body.quantity);
        if (left === null || counted === null) throw new Error('stock moved under a lock');
        await record(tx, actor, {
          action: 'stock.counted-per-size',
          entityType: 'product',
          entityId: productId,
          changes: {
            variant: { after: variant.key },
            notCounted: { before: notCounted, after: left },
            stock: { before: variant.stock, after: counted },
            ...(body.note?.trim() ? { note: { after: typedText(body.note) } } : {}),
          },
        });
        return view(productId, tx);
      });
    },
  };
}

export type VariantsService = ReturnType<typeof createVariantsService>;
