import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  paymentEndpoints as ep,
  SANDBOX_CHECKOUT_PATH,
  SANDBOX_STYLESHEET_PATH,
} from '@aurelle/contract';
import { notFound } from '../../lib/errors.ts';
import { documented } from '../../lib/openapi.ts';
import { SANDBOX_CHECKOUT_CSS, SANDBOX_CHECKOUT_JS } from './sandbox-checkout.script.ts';
import type { SandboxService } from './sandbox.service.ts';

/** The sandbox checkout (demo only): its script, its stylesheet, and the Pay / Fail call. */
export const sandboxRoutes: FastifyPluginAsyncZod<{ sandbox: SandboxService | null }> = async (
  app,
  { sandbox },
) => {
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
  app.post(
    ep.sandboxPay.path,
    {
      schema: {
        tags: ['payment'],
        ...documented(ep.sandboxPay, 'open', [404]),
        body: ep.sandboxPay.body,
      },
    },
    async (request) => {
      if (!sandbox) throw notFound();
      return sandbox.pay(request.body);
    },
  );
};
