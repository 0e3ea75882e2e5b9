import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import {
  adminEndpoints,
  cartEndpoints,
  catalogEndpoints,
  healthEndpoints,
} from '@aurelle/contract';
import { errorStatuses, operationOf } from './openapi.ts';
import { NEVER_STORED } from './response-cache.ts';
import { route } from './route.ts';

const CUSTOMER = { id: 'c1', sessionId: 's1', cartWishlistVersion: 0 };

/** A bare app with the API's compilers and stand-ins for the token hooks of plugins/auth.ts. */
function bareApp() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('customer', undefined);
  app.decorate('requireCustomer', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization !== 'Bearer good')
      return reply.status(401).send({ message: 'Unauthorized' });
    request.customer = CUSTOMER;
  });
  app.decorate('optionalCustomer', (request: FastifyRequest, _reply: FastifyReply, done) => {
    if (request.headers.authorization === 'Bearer good') request.customer = CUSTOMER;
    done();
  });
  return app;
}

let app: ReturnType<typeof bareApp>;
afterEach(() => app.close());

describe('route(app, endpoint, handler)', () => {
  it("answers at the entry's method and path, and its schema serializes the answer", async () => {
    app = bareApp();
    route(app, healthEndpoints.health, () => ({ status: 'ok' as const, extra: 'dropped' }));
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect((await app.inject({ method: 'POST', url: '/health' })).statusCode).toBe(404);
  });

  it("validates the input with the entry's schemas before the handler", async () => {
    app = bareApp();
    let called = false;
    route(app, adminEndpoints.revokeInvitation, () => {
      called = true;
      return { ok: true as const };
    });
    const res = await app.inject({ method: 'DELETE', url: '/admin/staff/invitations/not-an-id' });
    expect(res.statusCode).toBe(400);
    expect(called).toBe(false);
  });

  it("checks a customer's token before anything else: no token is a 401 whatever the input", async () => {
    app = bareApp();
    route(app, cartEndpoints.remove, (request) => {
      throw new Error(`not reached for ${request.customer?.id}`);
    });
    const res = await app.inject({ method: 'DELETE', url: '/customer/cart', payload: 'junk' });
    expect(res.statusCode).toBe(401);
  });

  it('reads an optional token when there is one, and lets a visitor through', async () => {
    app = bareApp();
    route(app, catalogEndpoints.product, (request) => {
      throw Object.assign(new Error(request.customer?.id ?? 'visitor'), { statusCode: 404 });
    });
    const url = '/aurelle/products/halo-ring';
    const visitor = await app.inject({ method: 'GET', url });
    expect(visitor.json()).toMatchObject({ message: 'visitor' });
    const customer = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: 'Bearer good' },
    });
    expect(customer.json()).toMatchObject({ message: CUSTOMER.id });
  });

  it("declares the entry's permission and the route's caching in its config", async () => {
    app = bareApp();
    const configs: Record<string, unknown> = {};
    app.addHook('onRoute', (options) => {
      if (options.method !== 'HEAD') configs[options.url] = options.config;
    });
    route(app, adminEndpoints.orderCounts, () => ({}) as never);
    route(app, healthEndpoints.ready, () => ({}) as never, { caching: NEVER_STORED });
    await app.ready();
    expect(configs['/admin/orders/counts']).toEqual({ permission: 'orders:read' });
    expect(configs['/ready']).toEqual({ caching: NEVER_STORED });
  });
});

describe('operationOf(endpoint)', () => {
  it('documents the answer under its name and description', () => {
    const operation = operationOf(cartEndpoints.get);
    expect(operation).toMatchObject({
      operationId: 'getCart',
      tags: ['cart'],
      security: [{ apiKey: [], bearer: [] }],
      response: {
        200: {
          description: cartEndpoints.get.responseDescription,
          content: { 'application/json': { schema: cartEndpoints.get.response } },
        },
      },
    });
  });

  it('documents a file as its media type', () => {
    const operation = operationOf(adminEndpoints.orderInvoice);
    expect(Object.keys(operation.response[200].content)).toEqual(['application/pdf']);
  });

  it('adds the common errors: 400 with input, 401 with a key, token or session, 403 where the back office refuses', () => {
    expect(errorStatuses(healthEndpoints.health)).toEqual([]);
    expect(errorStatuses(healthEndpoints.ready)).toEqual([503]);
    expect(errorStatuses(cartEndpoints.get)).toEqual([400, 401]);
    expect(errorStatuses(cartEndpoints.add)).toEqual([400, 401, 404, 409, 422]);
    // Reading one's session passes for any role and any stage; a write may come from elsewhere.
    expect(errorStatuses(adminEndpoints.session)).toEqual([401]);
    expect(errorStatuses(adminEndpoints.signOut)).toEqual([401, 403]);
    expect(errorStatuses(adminEndpoints.signIn)).toEqual([400, 401, 403, 429]);
    expect(errorStatuses(adminEndpoints.orderCounts)).toEqual([401, 403]);
  });

  it('refuses one name for two schemas, and two names for one schema', () => {
    operationOf(healthEndpoints.health);
    expect(() => operationOf({ ...healthEndpoints.ready, responseName: 'HealthResponse' })).toThrow(
      /getReadiness: its answer is named HealthResponse, but that name is another schema's/,
    );
    expect(() => operationOf({ ...healthEndpoints.health, responseName: 'Health' })).toThrow(
      /its schema is already named HealthResponse/,
    );
  });
});
