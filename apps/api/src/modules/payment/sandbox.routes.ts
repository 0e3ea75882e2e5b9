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
  const files = [
    [SANDBOX_CHECKOUT_PATH, 'text/javascript; charset=utf-8', SANDBOX_CHECKOUT_JS],
    [SANDBOX_STYLESHEET_PATH, 'text/css; charset=utf-8', SANDBOX_CHECKOUT_CSS],
  ] as const;
  for (const [path, type, content] of files)
    app.get(path, { schema: { hide: true } }, async (_request, reply) => {
      if (!sandbox) throw notFound();
      return reply.type(type).header('cache-control', 'no-cache').send(content);
    });
  route(app, ep.sandboxPay, (request) => {
    if (!sandbox) throw notFound();
    return sandbox.pay(request.body);
  });
};
