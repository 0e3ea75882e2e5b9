import { catalogMessages, stockMessages, type PieceList } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { violatedConstraint } from '../../lib/db-errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { writeTransaction } from '../../lib/write-transaction.ts';
import type { Actor } from '../audit/audit.repository.ts';
import { auditRecorder, type BackOfficeDeps } from '../audit/back-office.ts';
import type { PiecesRepository } from './pieces.repository.ts';

type Deps = BackOfficeDeps<PiecesRepository>;

/**
 * Hallmarked pieces: receiving them by HUID (each a piece in stock, together one `received` row
 * of the stock ledger) and removing one entered by mistake (a `correction`). Orders take a count
 * from the stock as for any product; which piece goes is chosen when the order is packed.
 */
export function createPiecesService({ db, repo, audit, clock }: Deps) {
  const record = auditRecorder({ audit, clock });
  async function listed(tx: Db, id: string): Promise<PieceList> {
    const product = await repo.product(tx, id);
    if (!product) throw notFound(catalogMessages.productNotFound);
    return { productId: id, stock: product.stock, items: await repo.list(id, tx) };
  }

  return {
    list: (id: string) => listed(db, id),

    async receive(actor: Actor, id: string, body: { huids: string[]; note?: string }) {
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
          const product = await repo.product(tx, id, true);
          if (!product) throw notFound(catalogMessages.productNotFound);
          if (!product.hallmarked) throw new AppError(409, catalogMessages.notHallmarked);
          const known = await repo.known(tx, body.huids);
          body.huids.forEach((huid, index) => {
            if (known.has(huid)) errors[`huids.${index}`] = catalogMessages.huidTaken;
          });
          if (Object.keys(errors).length)
            throw new AppError(409, catalogMessages.huidTaken, errors);
          await repo.insert(tx, id, body.huids, actor.staffId);
          const stock = await repo.moveStock(tx, id, body.huids.length);
          await record(tx, actor, {
            action: 'stock.pieces-received',
            entityType: 'product',
            entityId: id,
            changes: {
              stock: { before: product.stock, after: stock },
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
        const product = await repo.product(tx, id, true);
        if (!product) throw notFound(catalogMessages.productNotFound);
        const piece = await repo.piece(tx, id, pieceId);
        if (!piece) throw notFound(catalogMessages.pieceNotFound);
        if (piece.state !== 'in_stock') throw new AppError(409, catalogMessages.pieceNotInStock);
        await repo.remove(tx, pieceId);
        await change.stock({ reason: 'correction', note: `HUID ${piece.huid} removed` });
        const stock = await repo.moveStock(tx, id, -1);
        if (stock === null) throw new AppError(409, stockMessages.belowZero);
        await record(tx, actor, {
          action: 'stock.piece-removed',
          entityType: 'product',
          entityId: id,
          changes: {
            stock: { before: product.stock, after: stock },
            huid: { before: piece.huid },
          },
        });
        return listed(tx, id);
      }),
  };
}

export type PiecesService = ReturnType<typeof createPiecesService>;
