import {
  catalogMessages,
  stockMessages,
  type PieceList,
  type PieceVariantBody,
} from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { violatedConstraint } from '../../lib/db-errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { writeTransaction } from '../../lib/write-transaction.ts';
import type { Actor } from '../audit/audit.repository.ts';
import { auditRecorder, type BackOfficeDeps } from '../audit/back-office.ts';
import type { PiecesRepository } from './pieces.repository.ts';

type Deps = BackOfficeDeps<PiecesRepository>;
type Variant = Awaited<ReturnType<PiecesRepository['variants']>>[number];

/** A 400 for the body's field, in the errors the form reads. */
const badField = (message: string, field: string): AppError =>
  new AppError(400, message, { [field]: message });

/**
 * Hallmarked pieces: receiving them by HUID as one variant (each a piece in stock, together one
 * `received` row of that variant's ledger), removing one entered by mistake, and recording the
 * size of a piece received before sizes were (each a `correction`). Orders take a count from a
 * variant's stock as for any product; which piece goes is chosen when the order is packed.
 */
export function createPiecesService({ db, repo, audit, clock }: Deps) {
  const record = auditRecorder({ audit, clock });
  async function listed(tx: Db, id: string): Promise<PieceList> {
    const product = await repo.product(tx, id);
    if (!product) throw notFound(catalogMessages.productNotFound);
    const variants = await repo.variants(tx, id);
    const names = await repo.variantNames(tx, variants);
    const items = await repo.list(id, tx);
    return {
      productId: id,
      stock: product.stock,
      variants: variants
        .filter((variant) => variant.key !== '')
        .map((variant) => ({
          id: variant.id,
          name: names.get(variant.id) ?? variant.key,
          sku: variant.sku,
          stock: variant.stock,
        })),
      items: items.map((piece) => ({ ...piece, variant: names.get(piece.variantId) ?? null })),
    };
  }

  /**
   * The product's row locked, then its variants: the product, its implicit variant and its
   * combinations (none for a product without options).
   */
  async function locked(tx: Db, id: string) {
    const product = await repo.product(tx, id, true);
    if (!product) throw notFound(catalogMessages.productNotFound);
    const variants = await repo.variants(tx, id, true);
    const implicit = variants.find((variant) => variant.key === '');
    if (!implicit) throw new Error(`product ${id} has no implicit variant`);
    const combinations = variants.filter((variant) => variant.key !== '');
    return { product, implicit, combinations };
  }

  /** The combination `variantId` names: required, and one of the product's, when it has options. */
  function receivedAs(
    implicit: Variant,
    combinations: readonly Variant[],
    variantId: string | undefined,
  ): Variant {
    if (combinations.length === 0) {
      if (variantId === undefined || variantId === implicit.id) return implicit;
      throw badField(catalogMessages.pieceVariantUnknown, 'variantId');
    }
    if (variantId === undefined) throw badField(catalogMessages.pieceVariantRequired, 'variantId');
    const variant = combinations.find((combination) => combination.id === variantId);
    if (!variant) throw badField(catalogMessages.pieceVariantUnknown, 'variantId');
    return variant;
  }

  return {
    list: (id: string) => listed(db, id),

    async receive(
      actor: Actor,
      id: string,
      body: { huids: string[]; note?: string; variantId?: string },
    ) {
      const errors: Record<string, string> = {};
      const seen = new Set<string>();
      body.huids.forEach((huid, index) => {
        if (seen.has(huid)) errors[`huids.${index}`] = catalogMessages.huidRepeated;
        seen.add(huid);
      });
      if (Object.keys(errors).length) throw new AppError(400, catalogMessages.huidRepeated, errors);
      try {
        const stock = {
          reason: 'received',
          note: body.note?.trim() || `HUID ${body.huids.join(', ')}`.slice(0, 500),
        } as const;
        return await writeTransaction(db, { staffId: actor.staffId, stock }, async (tx) => {
          const { product, implicit, combinations } = await locked(tx, id);
          if (!product.hallmarked) throw new AppError(409, catalogMessages.notHallmarked);
          const variant = receivedAs(implicit, combinations, body.variantId);
          const known = await repo.known(tx, body.huids);
          body.huids.forEach((huid, index) => {
            if (known.has(huid)) errors[`huids.${index}`] = catalogMessages.huidTaken;
          });
          if (Object.keys(errors).length)
            throw new AppError(409, catalogMessages.huidTaken, errors);
          await repo.insert(tx, id, variant.id, body.huids, actor.staffId);
          const after = await repo.moveStock(tx, variant.id, body.huids.length);
          await record(tx, actor, {
            action: 'stock.pieces-received',
            entityType: 'product',
            entityId: id,
            changes: {
              stock: { before: product.stock, after: product.stock + body.huids.length },
              variant: { after: variant.sku },
              variantStock: { before: variant.stock, after },
              huids: { after: body.huids },
            },
          });
          return listed(tx, id);
        });
      } catch (error) {
        // Two people receiving the same HUID at once: the unique index answers for the second.
        if (violatedConstraint(error) === 'product_pieces_huid_key')
          throw new AppError(409, catalogMessages.huidTaken);
        throw error;
      }
    },

    removePiece: (actor: Actor, id: string, pieceId: string) =>
      writeTransaction(db, { staffId: actor.staffId }, async (tx, change) => {
        const { product, implicit, combinations } = await locked(tx, id);
        const piece = await repo.piece(tx, id, pieceId);
        if (!piece) throw notFound(catalogMessages.pieceNotFound);
        if (piece.state !== 'in_stock') throw new AppError(409, catalogMessages.pieceNotInStock);
        const variant =
          combinations.find((combination) => combination.id === piece.variantId) ?? implicit;
        await repo.remove(tx, pieceId);
        await change.stock({ reason: 'correction', note: `HUID ${piece.huid} removed` });
        const after = await repo.moveStock(tx, variant.id, -1);
        if (after === null) throw new AppError(409, stockMessages.belowZero);
        await record(tx, actor, {
          action: 'stock.piece-removed',
          entityType: 'product',
          entityId: id,
          changes: {
            stock: { before: product.stock, after: product.stock - 1 },
            variant: { before: variant.sku },
            huid: { before: piece.huid },
          },
        });
        return listed(tx, id);
      }),

    /**
     * A piece in stock whose size was not recorded given its size: its unit moves from the
     * implicit variant to the combination (two `correction` rows naming the HUID). Refused when
     * every unit of unrecorded size is promised to an order: packing that order records it.
     */
    setVariant: (actor: Actor, id: string, pieceId: string, body: PieceVariantBody) =>
      writeTransaction(db, { staffId: actor.staffId }, async (tx, change) => {
        const { implicit, combinations } = await locked(tx, id);
        const piece = await repo.piece(tx, id, pieceId);
        if (!piece) throw notFound(catalogMessages.pieceNotFound);
        if (piece.variantId !== implicit.id)
          throw new AppError(409, catalogMessages.pieceSizeRecorded);
        if (piece.state !== 'in_stock')
          throw new AppError(409, catalogMessages.pieceNotInStockToSize);
        const variant = combinations.find((combination) => combination.id === body.variantId);
        if (!variant) throw badField(catalogMessages.pieceVariantUnknown, 'variantId');
        const [name = variant.key] = (await repo.variantNames(tx, [variant])).values();
        await change.stock({ reason: 'correction', note: `HUID ${piece.huid} is ${name}` });
        if ((await repo.moveStock(tx, implicit.id, -1)) === null)
          throw new AppError(409, catalogMessages.pieceUnitPromised);
        await repo.moveStock(tx, variant.id, 1);
        await repo.setVariant(tx, piece.id, variant.id);
        await record(tx, actor, {
          action: 'stock.piece-sized',
          entityType: 'product',
          entityId: id,
          changes: {
            huid: { after: piece.huid },
            variant: { before: implicit.sku, after: variant.sku },
          },
        });
        return listed(tx, id);
      }),
  };
}

export type PiecesService = ReturnType<typeof createPiecesService>;
