import {
  format,
  lineOptionWords,
  orderAdminMessages as say,
  type PackOrderBody,
} from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { ChangeContext, StockChange } from '../../lib/write-transaction.ts';
import type { LineRow, OrderAdminRepository, OrderRow } from './order-admin.repository.ts';
import { piecesForLine, refundedQuantities } from './order-admin.view.ts';

type Piece = Awaited<ReturnType<OrderAdminRepository['inStock']>>[number];
type Variant = Awaited<ReturnType<OrderAdminRepository['variantsOf']>>[number];
/** One change of a variant's stock, with the ledger's reason for it. */
type Move = { variant: Variant; change: number; why: StockChange; line: LineRow };

const optionsOf = (line: LineRow) => lineOptionWords(line.variants, 'en').join(' · ');

/**
 * Placed → Packed, the work inside the transition's transaction: each hallmarked line's pieces
 * chosen by HUID among those of its variant (and, for a combination, those whose size is not
 * recorded, which take the line's size), reserved for the order. The stock then says where the
 * packed pieces are: a combination's units the order holds become the pieces packed for it (a
 * `correction` between the combination and its product's implicit variant), so each variant's
 * stock stays "pieces in the safe not promised to an order". Products are locked first, sorted,
 * then their variants; a variant that would go below 0 refuses the whole pack.
 */
export async function packPieces(
  repo: OrderAdminRepository,
  tx: Db,
  change: ChangeContext,
  order: OrderRow,
  body: PackOrderBody,
): Promise<{ huids: string[] }> {
  const lines = await repo.lines(tx, order.id);
  const hallmarked = lines.filter((line) => line.hallmarked);
  const productIds = hallmarked.map((line) => line.productId);
  await repo.lockProducts(tx, productIds);
  const variants = await repo.variantsOf(tx, productIds, true);
  const names = await repo.variantNames(tx, variants);
  const refunded = refundedQuantities(await repo.refunds(tx, order.id), true);
  const chosen = new Map((body.pieces ?? []).map((entry) => [entry.lineId, entry.huids]));
  const errors: Record<string, string> = {};
  for (const lineId of chosen.keys())
    if (!hallmarked.some((line) => line.id === lineId))
      errors[`pieces.${lineId}`] = say.refundLineUnknown;
  const inStock = await repo.inStock(tx, productIds);
  const taken = new Set<string>();
  const packed: { line: LineRow; pieces: { piece: Piece; unsized: boolean }[] }[] = [];
  for (const line of hallmarked) {
    const want = line.quantity - (refunded.get(line.id) ?? 0);
    const huids = chosen.get(line.id) ?? [];
    if (huids.length !== want) {
      errors[`pieces.${line.id}`] = format(say.piecesMissing, { count: want, name: line.name });
      continue;
    }
    const offered = piecesForLine(line, inStock);
    const pieces: { piece: Piece; unsized: boolean }[] = [];
    for (const huid of huids) {
      const found = offered.find((entry) => entry.piece.huid === huid);
      const other = inStock.find((p) => p.huid === huid && p.productId === line.productId);
      if (taken.has(huid)) errors[`pieces.${line.id}`] = say.pieceRepeated;
      else if (found) pieces.push(found);
      else if (other)
        errors[`pieces.${line.id}`] = format(say.pieceOtherVariant, {
          huid,
          piece: names.get(other.variantId) ?? '',
          line: optionsOf(line),
        });
      else errors[`pieces.${line.id}`] = format(say.pieceUnknown, { huid });
      taken.add(huid);
    }
    packed.push({ line, pieces });
  }
  if (Object.keys(errors).length > 0)
    throw new AppError(400, Object.values(errors)[0] ?? say.notFound, errors);

  const moves: Move[] = [];
  const implicitOf = (productId: string) =>
    variants.find((variant) => variant.productId === productId && variant.key === '');
  const byCombination = new Map<string, { variant: Variant; line: LineRow; huids: string[] }>();
  for (const { line, pieces } of packed) {
    const variant = variants.find((v) => v.id === line.variantId);
    const implicit = implicitOf(line.productId);
    if (!variant || !implicit || variant.key === '') continue;
    // A piece of unrecorded size is the line's size: its unit moves to that size.
    for (const { piece } of pieces.filter((entry) => entry.unsized)) {
      const why = {
        reason: 'correction',
        note: `HUID ${piece.huid} is ${names.get(variant.id) ?? variant.key}`,
      } as const;
      moves.push({ variant: implicit, change: -1, why, line });
      moves.push({ variant, change: 1, why, line });
    }
    const entry = byCombination.get(variant.id) ?? { variant, line, huids: [] };
    entry.huids.push(...pieces.map(({ piece }) => piece.huid));
    byCombination.set(variant.id, entry);
  }
  // Units the order holds on a combination are its pieces packed of that size: the rest were
  // taken from (or go back to) the implicit variant.
  const held = await repo.heldByOrder(tx, order.id);
  for (const { variant, line, huids } of byCombination.values()) {
    const implicit = implicitOf(variant.productId);
    const transfer = huids.length - (held.get(variant.id) ?? 0);
    if (!implicit || transfer === 0) continue;
    const why = {
      reason: 'correction',
      orderId: order.id,
      note: `Packed ${order.orderNumber} with HUID ${huids.join(', ')}`.slice(0, 500),
    } as const;
    moves.push({ variant, change: -transfer, why, line });
    moves.push({ variant: implicit, change: transfer, why, line });
  }
  // What comes in first, then what goes out: a variant is refused only if it ends below 0.
  for (const move of [...moves.filter((m) => m.change > 0), ...moves.filter((m) => m.change < 0)]) {
    await change.stock(move.why);
    if ((await repo.moveVariantUnits(tx, move.variant.id, move.change)) === null) {
      const name = [move.line.name, optionsOf(move.line)].filter(Boolean).join(', ');
      const message = format(say.piecesPromised, { name });
      throw new AppError(409, message, { [`pieces.${move.line.id}`]: message });
    }
  }

  for (const { line, pieces } of packed) {
    const ids = pieces.map(({ piece }) => piece.id);
    await repo.setPieces(tx, ids, { state: 'reserved', orderId: order.id, orderLineId: line.id });
    const unsized = pieces.filter((entry) => entry.unsized).map(({ piece }) => piece.id);
    if (line.variantId) await repo.setPieces(tx, unsized, { variantId: line.variantId });
  }
  return { huids: packed.flatMap(({ pieces }) => pieces.map(({ piece }) => piece.huid)) };
}
