import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogMessages, type PieceList } from '@aurelle/contract';
import { auditLog, productPieces } from '../../db/schema/index.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { setCurrencyRates } from '../../../test/factories.ts';
import { customerWithCart, placeOrderAs } from '../../../test/order-helpers.ts';
import { hallmarkedRing, nextHuid, pieceOf, stocks } from '../../../test/ring-pieces.ts';
import { ledgerOf, variantsByKey } from '../../../test/variant-fixtures.ts';
import { admin, signedInStaff } from '../../../test/staff.ts';

const t = useTestApp();
let cookie: string;
let fulfilmentCookie: string;

beforeAll(async () => {
  await setCurrencyRates(t.db);
  cookie = (await signedInStaff(t, 'manager')).cookie;
  fulfilmentCookie = (await signedInStaff(t, 'fulfilment')).cookie;
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
  admin(t, method, url, body, { cookie });

describe('hallmarked pieces of a product in sizes', () => {
  it('receives pieces as one size: that size’s stock and ledger, each piece named by its size', async () => {
    const ring = await hallmarkedRing(t, cookie);
    const variants = await variantsByKey(t.db, ring.id);
    const [a, b] = [nextHuid('A'), nextHuid('B')];
    const received = await call('POST', `/products/${ring.id}/pieces`, {
      huids: [a, b],
      variantId: variants['["12"]']?.id,
    });
    expect(received.statusCode, received.body).toBe(200);
    const list = received.json<PieceList>();
    expect(list.stock).toBe(2);
    expect(list.variants.map((v) => [v.name, v.stock])).toEqual([
      ['Ring size: 10', 0],
      ['Ring size: 12', 2],
      ['Ring size: 14', 0],
    ]);
    expect(list.items.map((piece) => piece.variant)).toEqual(['Ring size: 12', 'Ring size: 12']);
    expect(await stocks(t, ring.id)).toMatchObject({ product: 2, '': 0, '["12"]': 2 });
    expect(await ledgerOf(t.db, ring.id)).toEqual([
      expect.objectContaining({ variantId: variants['["12"]']?.id, change: 2, reason: 'received' }),
    ]);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, ring.id));
    expect(audit).toMatchObject({ action: 'stock.pieces-received' });

    // Removing one takes the unit off its own size.
    const removed = await call('DELETE', `/products/${ring.id}/pieces/${list.items[0]?.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await stocks(t, ring.id)).toMatchObject({ product: 1, '["12"]': 1 });
  });

  it('asks which size, and refuses a size of another product, changing nothing', async () => {
    const ring = await hallmarkedRing(t, cookie);
    const other = await hallmarkedRing(t, cookie);
    const otherTwelve = (await variantsByKey(t.db, other.id))['["12"]']?.id;
    const none = await call('POST', `/products/${ring.id}/pieces`, { huids: [nextHuid('C')] });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ variantId: catalogMessages.pieceVariantRequired });
    const foreign = await call('POST', `/products/${ring.id}/pieces`, {
      huids: [nextHuid('D')],
      variantId: otherTwelve,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ variantId: catalogMessages.pieceVariantUnknown });
    expect(await stocks(t, ring.id)).toMatchObject({ product: 0 });
    expect((await call('GET', `/products/${ring.id}/pieces`)).json<PieceList>().items).toEqual([]);
  });

  it('gives a piece of unrecorded size its size: one unit moves, two correction rows name the HUID', async () => {
    const unsized = nextHuid('E');
    const ring = await hallmarkedRing(t, cookie, [unsized]);
    const variants = await variantsByKey(t.db, ring.id);
    const before = (await call('GET', `/products/${ring.id}/pieces`)).json<PieceList>();
    expect(before.items).toEqual([expect.objectContaining({ huid: unsized, variant: null })]);
    const pieceId = before.items[0]?.id;

    const sized = await call('PUT', `/products/${ring.id}/pieces/${pieceId}/variant`, {
      variantId: variants['["14"]']?.id,
    });
    expect(sized.statusCode, sized.body).toBe(200);
    expect(sized.json<PieceList>().items[0]?.variant).toBe('Ring size: 14');
    expect((await pieceOf(t, ring.id, unsized))?.variantId).toBe(variants['["14"]']?.id);
    expect(await stocks(t, ring.id)).toMatchObject({ product: 1, '': 0, '["14"]': 1 });
    const moves = (await ledgerOf(t.db, ring.id)).slice(1);
    expect(moves).toEqual([
      expect.objectContaining({ variantId: variants['']?.id, change: -1, reason: 'correction' }),
      expect.objectContaining({
        variantId: variants['["14"]']?.id,
        change: 1,
        reason: 'correction',
      }),
    ]);
    expect(moves.every((move) => move.note?.includes(unsized))).toBe(true);

    // Once given, a size is not given again.
    const again = await call('PUT', `/products/${ring.id}/pieces/${pieceId}/variant`, {
      variantId: variants['["12"]']?.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(catalogMessages.pieceSizeRecorded);
  });

  it('refuses a size for a piece whose unit is promised to an order, or not in stock, or for a wrong size', async () => {
    const [promised, packed] = [nextHuid('F'), nextHuid('G')];
    const ring = await hallmarkedRing(t, cookie, [promised, packed]);
    const variants = await variantsByKey(t.db, ring.id);
    // Two orders take the two units of unrecorded size.
    for (let n = 0; n < 2; n += 1) {
      const customer = await customerWithCart(t, ring.id, 1, [{ optionValue: '12' }]);
      const res = await placeOrderAs(t, customer, [
        { product_id: ring.id, quantity: 1, variants: [{ optionValue: '12' }] },
      ]);
      expect(res.statusCode, res.body).toBe(200);
    }
    const list = (await call('GET', `/products/${ring.id}/pieces`)).json<PieceList>();
    const idOf = (huid: string) => list.items.find((piece) => piece.huid === huid)?.id;
    const snapshot = async () => ({
      stock: await stocks(t, ring.id),
      moves: (await ledgerOf(t.db, ring.id)).length,
    });
    const before = await snapshot();

    const refused = await call('PUT', `/products/${ring.id}/pieces/${idOf(promised)}/variant`, {
      variantId: variants['["12"]']?.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(catalogMessages.pieceUnitPromised);

    const wrong = await call('PUT', `/products/${ring.id}/pieces/${idOf(promised)}/variant`, {
      variantId: variants['']?.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ variantId: catalogMessages.pieceVariantUnknown });

    const fulfilment = await admin(
      t,
      'PUT',
      `/products/${ring.id}/pieces/${idOf(promised)}/variant`,
      { variantId: variants['["12"]']?.id },
      { cookie: fulfilmentCookie },
    );
    expect(fulfilment.statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);

    // A piece packed for an order is not in stock: packing records its size.
    await t.db
      .update(productPieces)
      .set({ state: 'reserved' })
      .where(eq(productPieces.id, idOf(packed) ?? ''));
    const reserved = await call('PUT', `/products/${ring.id}/pieces/${idOf(packed)}/variant`, {
      variantId: variants['["12"]']?.id,
    });
    expect(reserved.statusCode).toBe(409);
    expect(reserved.json().message).toBe(catalogMessages.pieceNotInStockToSize);
    expect(await snapshot()).toEqual(before);
  });
});
