import { beforeAll, describe, expect, it } from 'vitest';
import { RECENTLY_VIEWED_CAP, recentlyViewedResponseSchema } from '@aurelle/contract';
import { useTestApp } from '../../../test/use-test-app.ts';
import {
  addToWishlist,
  createCategory,
  createCustomerWithToken,
  createProduct,
  newSessionId,
} from '../../../test/factories.ts';

const t = useTestApp();
const products: { id: string; slug: string; name: string }[] = [];
beforeAll(async () => {
  const rings = await createCategory(t.db, { slug: 'rings' });
  for (let i = 1; i <= RECENTLY_VIEWED_CAP + 3; i++) {
    const p = await createProduct(t.db, {
      categoryId: rings.id,
      slug: `ring-${i}`,
      name: `Ring ${i}`,
    });
    products.push({ id: p.id, slug: `ring-${i}`, name: `Ring ${i}` });
  }
});

const at = (i: number) => {
  const p = products[i];
  if (!p) throw new Error(`no product ${i}`);
  return p;
};
const add = (sessionId: string, product_id: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/activity/recently-viewed/add',
    headers: { ...t.headers, ...headers },
    payload: { sessionId, product_id },
  });
const list = async (sessionId: string, headers: Record<string, string> = {}) => {
  const res = await t.get(`/api/activity/recently-viewed/${sessionId}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return recentlyViewedResponseSchema.parse(res.json()).products;
};

describe('POST /api/activity/recently-viewed/add and GET /api/activity/recently-viewed/:sessionId', () => {
  it('records views newest first, by _id or slug, without duplicates', async () => {
    const session = newSessionId();
    const first = await add(session, at(0).id);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    await add(session, at(1).slug);
    const again = await add(session, at(0).slug);
    expect(recentlyViewedResponseSchema.parse(again.json()).products.map((p) => p.name)).toEqual([
      'Ring 1',
      'Ring 2',
    ]);
    expect((await list(session)).map((p) => p.name)).toEqual(['Ring 1', 'Ring 2']);
    expect(await list(newSessionId())).toEqual([]);
  });

  it(`keeps only the newest ${RECENTLY_VIEWED_CAP} per session`, async () => {
    const session = newSessionId();
    for (const p of products) await add(session, p.id);
    const items = await list(session);
    expect(items).toHaveLength(RECENTLY_VIEWED_CAP);
    expect(items[0]?.name).toBe(`Ring ${products.length}`);
    expect(items.map((p) => p.name)).not.toContain('Ring 1');
  });

  it('answers an unknown product with a 404 and bad input with a 400', async () => {
    const session = newSessionId();
    expect((await add(session, 'no-such-ring')).statusCode).toBe(404);
    expect((await add('short', at(0).id)).statusCode).toBe(400);
    expect((await add(session, 'x'.repeat(500))).statusCode).toBe(400);
    expect((await add(session, 'ring\u0000')).statusCode).toBe(400);
    expect((await add(session, "1' or '1'='1")).statusCode).toBe(400);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/activity/recently-viewed/add',
      headers: t.headers,
      payload: { sessionId: session },
    });
    expect(bad.statusCode).toBe(400);
    const badSession = await t.get("/api/activity/recently-viewed/a'b%25c");
    expect(badSession.statusCode).toBe(400);
  });

  it('follows the customer: their items across sessions, with wishlist flags', async () => {
    const { customer, authorization } = await createCustomerWithToken(t.db, t.env);
    const auth = { authorization };
    const phone = newSessionId();
    const laptop = newSessionId();
    await add(phone, at(2).id, auth);
    await add(laptop, at(3).id, auth);
    await add(laptop, at(2).id, auth);
    await addToWishlist(t.db, customer.id, at(3).id);
    const mine = await list(phone, auth);
    expect(mine.map((p) => [p.name, p.inWishlist])).toEqual([
      ['Ring 3', false],
      ['Ring 4', true],
    ]);
    // A product seen again on another device keeps one row, in the newest session.
    expect((await list(phone)).map((p) => p.name)).toEqual([]);
    expect((await list(laptop)).map((p) => p.name)).toEqual(['Ring 3', 'Ring 4']);
  });

  it("adopts a visitor's items at login", async () => {
    const { customer, authorization } = await createCustomerWithToken(t.db, t.env);
    const visitor = newSessionId();
    await add(visitor, at(5).id);
    await add(visitor, at(6).id);
    await t.app.activity.adoptVisitorItems(visitor, customer.id);
    const other = newSessionId();
    const items = await list(other, { authorization });
    expect(items.map((p) => p.name)).toEqual(['Ring 7', 'Ring 6']);
  });

  it('treats an invalid token as a visitor', async () => {
    const session = newSessionId();
    const res = await add(session, at(0).id, { authorization: 'Bearer nonsense' });
    expect(res.statusCode).toBe(200);
    expect(res.json().products[0]).not.toHaveProperty('inWishlist');
  });
});
