import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { format, orderAdminMessages, type AdminOrder } from '@aurelle/contract';
import { orders, productPieces, productVariants } from '../../db/schema/index.ts';
import { writeTransaction } from '../../lib/write-transaction.ts';
import { setCurrencyRates } from '../../../test/factories.ts';
import { customerWithCart, placeOrderAs } from '../../../test/order-helpers.ts';
import { hallmarkedRing, nextHuid, pieceOf, receive, stocks } from '../../../test/ring-pieces.ts';
import { ledgerOf, variantsByKey } from '../../../test/variant-fixtures.ts';
import { admin, signedInStaff } from '../../../test/staff.ts';
import { useTestApp } from '../../../test/use-test-app.ts';

const t = useTestApp();
let manager: string;
let fulfilment: string;

beforeAll(async () => {
  await setCurrencyRates(t.db);
  manager = (await signedInStaff(t, 'manager')).cookie;
  fulfilment = (await signedInStaff(t, 'fulfilment')).cookie;
});

const orderOf = async (orderId: string) =>
  (
    await admin(t, 'GET', `/orders/${orderId}`, undefined, { cookie: fulfilment })
  ).json<AdminOrder>();
const pack = (orderId: string, lineId: string, huids: string[]) =>
  admin(
    t,
    'POST',
    `/orders/${orderId}/pack`,
    { pieces: [{ lineId, huids }] },
    { cookie: fulfilment },
  );

/** A cash order for one ring in size 12, placed through the shop; its id and line. */
async function orderForTwelve(productId: string) {
  const customer = await customerWithCart(t, productId, 1, [{ optionValue: '12' }]);
  const res = await placeOrderAs(t, customer, [
    { product_id: productId, quantity: 1, variants: [{ optionValue: '12' }] },
  ]);
  expect(res.statusCode, res.body).toBe(200);
  const orderId = res.json<{ data: { _id: string } }>().data._id;
  const line = (await orderOf(orderId)).lines[0];
  if (!line) throw new Error('the order has a line');
  return { orderId, line };
}

/** What a refused pack must leave as it was. */
async function snapshot(productId: string, orderId: string) {
  const [order] = await t.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  const pieces = await t.db
    .select({
      huid: productPieces.huid,
      state: productPieces.state,
      variantId: productPieces.variantId,
    })
    .from(productPieces)
    .where(eq(productPieces.productId, productId))
    .orderBy(productPieces.huid);
  return {
    status: order?.status,
    pieces,
    stocks: await stocks(t, productId),
    ledger: (await ledgerOf(t.db, productId)).length,
  };
}

/** Units the order holds on each variant, by key: what its ledger rows took less what they gave. */
async function heldBy(orderId: string, productId: string) {
  const keys = Object.fromEntries(
    Object.entries(await variantsByKey(t.db, productId)).map(([key, row]) => [row.id, key]),
  );
  const rows = (await ledgerOf(t.db, productId)).filter((row) => row.orderId === orderId);
  const held: Record<string, number> = {};
  for (const row of rows) {
    const key = keys[row.variantId] ?? '?';
    held[key] = (held[key] ?? 0) - row.change;
  }
  return Object.fromEntries(Object.entries(held).filter(([, n]) => n !== 0));
}

describe('packing a ring ordered in a size', () => {
  it('offers the size’s pieces and those of unrecorded size, and refuses another size with 400, writing nothing', async () => {
    const [unsized, ten, twelve] = [nextHuid('A'), nextHuid('B'), nextHuid('C')];
    const ring = await hallmarkedRing(t, manager, [unsized]);
    const stranger = await hallmarkedRing(t, manager);
    const foreign = nextHuid('D');
    await receive(t, manager, stranger.id, '12', [foreign]);
    await receive(t, manager, ring.id, '10', [ten]);
    const { orderId, line } = await orderForTwelve(ring.id);
    await receive(t, manager, ring.id, '12', [twelve]);

    const offered = (await orderOf(orderId)).lines[0];
    expect(offered?.options).toEqual(['Ring size: 12']);
    expect([...(offered?.available ?? [])].sort()).toEqual([twelve, unsized].sort());
    expect(offered?.availableUnsized).toEqual([unsized]);

    const before = await snapshot(ring.id, orderId);
    const otherSize = await pack(orderId, line.id, [ten]);
    expect(otherSize.statusCode).toBe(400);
    const message = format(orderAdminMessages.pieceOtherVariant, {
      huid: ten,
      piece: 'Ring size: 10',
      line: 'Ring size: 12',
    });
    expect(otherSize.json().errors).toEqual({ [`pieces.${line.id}`]: message });
    expect(message).toBe(`HUID ${ten} is Ring size: 10, the line is Ring size: 12`);
    const otherProduct = await pack(orderId, line.id, [foreign]);
    expect(otherProduct.statusCode).toBe(400);
    expect(otherProduct.json().errors).toEqual({
      [`pieces.${line.id}`]: format(orderAdminMessages.pieceUnknown, { huid: foreign }),
    });
    expect(await snapshot(ring.id, orderId)).toEqual(before);
  });

  it('moves the order’s unit from the implicit variant to the size packed, so each size’s stock is what is free', async () => {
    const [unsized, twelve] = [nextHuid('E'), nextHuid('F')];
    const ring = await hallmarkedRing(t, manager, [unsized]);
    // Placed while no size 12 was in the safe: the unit is taken from the implicit variant.
    const { orderId, line } = await orderForTwelve(ring.id);
    expect(await heldBy(orderId, ring.id)).toEqual({ '': 1 });
    await receive(t, manager, ring.id, '12', [twelve]);
    expect(await stocks(t, ring.id)).toMatchObject({ product: 1, '': 0, '["12"]': 1 });

    const packed = await pack(orderId, line.id, [twelve]);
    expect(packed.statusCode, packed.body).toBe(200);
    expect(packed.json<AdminOrder>().lines[0]?.huids).toEqual([twelve]);
    // The size-12 piece is promised; the piece of unrecorded size is free to sell again.
    expect(await stocks(t, ring.id)).toMatchObject({ product: 1, '': 1, '["12"]': 0 });
    expect(await heldBy(orderId, ring.id)).toEqual({ '["12"]': 1 });
    const transfer = (await ledgerOf(t.db, ring.id)).slice(-2);
    expect(transfer.map((row) => [row.change, row.reason, row.orderId])).toEqual([
      [1, 'correction', orderId],
      [-1, 'correction', orderId],
    ]);
    expect(transfer.every((row) => row.note?.includes(twelve))).toBe(true);
    expect(await pieceOf(t, ring.id, twelve)).toMatchObject({ state: 'reserved', orderId });
  });

  it('records the size of a piece of unrecorded size packed for the line', async () => {
    const unsized = nextHuid('G');
    const ring = await hallmarkedRing(t, manager, [unsized]);
    const variants = await variantsByKey(t.db, ring.id);
    const { orderId, line } = await orderForTwelve(ring.id);

    const packed = await pack(orderId, line.id, [unsized]);
    expect(packed.statusCode, packed.body).toBe(200);
    expect(await pieceOf(t, ring.id, unsized)).toMatchObject({
      state: 'reserved',
      orderId,
      variantId: variants['["12"]']?.id,
    });
    expect(await stocks(t, ring.id)).toMatchObject({ product: 0, '': 0, '["12"]': 0 });
    expect(await heldBy(orderId, ring.id)).toEqual({ '["12"]': 1 });
    // Its size recorded (a correction naming it), then the order's unit moved to that size.
    const sized = (await ledgerOf(t.db, ring.id)).filter(
      (row) => row.orderId === null && row.reason === 'correction',
    );
    expect(sized.map((row) => [row.variantId, row.change])).toEqual(
      expect.arrayContaining([
        [variants['']?.id, -1],
        [variants['["12"]']?.id, 1],
      ]),
    );
    expect(sized.every((row) => row.note?.includes(unsized))).toBe(true);
  });

  it('refuses a pack whose size’s pieces are promised to other orders, writing nothing', async () => {
    const [unsized, twelve] = [nextHuid('H'), nextHuid('J')];
    const ring = await hallmarkedRing(t, manager, [unsized]);
    const { orderId, line } = await orderForTwelve(ring.id);
    await receive(t, manager, ring.id, '12', [twelve]);
    const twelveId = (await variantsByKey(t.db, ring.id))['["12"]']?.id ?? '';
    // Another order takes the one size-12 unit.
    await writeTransaction(
      t.db,
      { staffId: null, stock: { reason: 'sold', orderId: randomUUID() } },
      (tx) =>
        tx
          .update(productVariants)
          .set({ stock: sql`${productVariants.stock} - 1` })
          .where(eq(productVariants.id, twelveId)),
    );
    const before = await snapshot(ring.id, orderId);
    const refused = await pack(orderId, line.id, [twelve]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      format(orderAdminMessages.piecesPromised, { name: `${line.name}, Ring size: 12` }),
    );
    expect(await snapshot(ring.id, orderId)).toEqual(before);
  });
});
