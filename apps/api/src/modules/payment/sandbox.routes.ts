import type { FastifyPluginAsync } from 'fastify';
import {
  paymentEndpoints as ep,
  SANDBOX_CHECKOUT_PATH,
  SANDBOX_STYLESHEET_PATH,
} from '@aurelle/contract';
import { notFound } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { SANDBOX_CHECKOUT_CSS, SANDBOX_CHECKOUT_JS } from './sandbox-checkout.script.ts';

/**
 * The sandbox checkout (demo only): its script and its stylesheet (files, not API calls), and the
 * Pay / Fail call.
 */
export const sandboxRoutes: FastifyPluginAsync = async (app) => {
  const { sandbox } = app;
  app.get(SANDBOX_CHECKOUT_PATH, { schema: { hide: true } }, async (_request, reply) => {
    if (!sandbox) throw notFound();
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(SANDBOX_CHECKOUT_JS);
  });
  app.get(SANDBOX_STYLESHEET_PATH, { schema: { hide: true } }, async (_request, reply) => {
    if (!sandbox) throw notFound();
    return reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(SANDBOX_CHECKOUT_CSS);
  });
  route(app, ep.sandboxPay, (request) => {
    if (!sandbox) throw notFound();
    return sandbox.pay(request.body);
  });
};
