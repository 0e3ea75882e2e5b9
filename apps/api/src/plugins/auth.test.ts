import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer } from '../lib/customer.ts';
import { signCustomerToken } from '../lib/token.ts';
import { registerAuth } from './auth.ts';

const env = { JWT_SECRET: 's'.repeat(40) };
const live = {
  customerId: '6f1c2f4e-8a3b-4c1d-9e2f-0a1b2c3d4e5f',
  sessionId: '0b9a8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d',
};
const revoked = { customerId: live.customerId, sessionId: '1b9a8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d' };
const app = Fastify({ logger: false });

beforeAll(async () => {
  registerAuth(app, {
    env,
    activeSession: async (sessionId) =>
      sessionId === live.sessionId ? { cartWishlistVersion: 0 } : null,
  });
  app.get('/optional', { preHandler: app.optionalCustomer }, async (request) => ({
    customer: request.customer ?? null,
  }));
  app.get('/required', { preHandler: app.requireCustomer }, async (request) => ({
    customer: request.customer ?? null,
  }));
  app.get('/signed-in', { onRequest: app.requireCustomer }, async (request) =>
    signedInCustomer(request),
  );
  app.get('/hook-forgotten', async (request) => signedInCustomer(request));
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const call = (url: string, authorization?: string) =>
  app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

describe('optionalCustomer and requireCustomer', () => {
  it('sets request.customer for a valid token on a live session, with or without "Bearer"', async () => {
    const token = await signCustomerToken(env, live);
    const expected = {
      customer: { id: live.customerId, sessionId: live.sessionId, cartWishlistVersion: 0 },
    };
    expect((await call('/optional', `Bearer ${token}`)).json()).toEqual(expected);
    expect((await call('/required', `bearer ${token}`)).json()).toEqual(expected);
    expect((await call('/required', token)).json()).toEqual(expected);
  });

  it('leaves a visitor on the optional route for no, a bad or a revoked token', async () => {
    const token = await signCustomerToken(env, revoked);
    for (const authorization of [undefined, 'Bearer junk', `Bearer ${token}`]) {
      const res = await call('/optional', authorization);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ customer: null });
    }
  });

  it('answers 401 JSON on the required route for no, a bad or a revoked token', async () => {
    const token = await signCustomerToken(env, revoked);
    for (const authorization of [undefined, 'Bearer junk', `Bearer ${token}`]) {
      const res = await call('/required', authorization);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthorized' });
    }
  });

  it('gives a route the customer the hook set, and fails a route without the hook even with a valid token', async () => {
    const token = await signCustomerToken(env, live);
    const res = await call('/signed-in', `Bearer ${token}`);
    expect(res.json()).toEqual({
      id: live.customerId,
      sessionId: live.sessionId,
      cartWishlistVersion: 0,
    });
    expect((await call('/hook-forgotten', `Bearer ${token}`)).statusCode).toBe(500);
    expect((await call('/hook-forgotten')).statusCode).toBe(500);
  });
});
