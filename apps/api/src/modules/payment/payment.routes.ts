import type { FastifyPluginAsync } from 'fastify';
import { paymentEndpoints as ep } from '@aurelle/contract';
import { signedInCustomer } from '../../lib/customer.ts';
import { NEVER_STORED } from '../../lib/response-cache.ts';
import { route, routesWith } from '../../lib/route.ts';

/** POST /payment/create-order and /payment/verify-payment — bearer token (spec §6). */
export const paymentRoutes: FastifyPluginAsync = async (app) => {
  const service = app.payment;
  const customerRoute = routesWith(app, { caching: NEVER_STORED });
  customerRoute(ep.createOrder, (request) =>
    service.createOrder(signedInCustomer(request).id, request.body.orderId, request.locale),
  );

  customerRoute(ep.verify, (request) =>
    service.verify(signedInCustomer(request).id, request.body, request.locale),
  );
};

/** POST /payment/webhook — no API key, no token: the provider signs the raw body. */
export const paymentWebhookRoutes: FastifyPluginAsync = async (app) => {
  const service = app.payment;
  // The signature is over the bytes as sent: keep them, parse later.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  route(app, ep.webhook, async (request) => {
    const signature = request.headers['x-razorpay-signature'];
    await service.webhook(
      Buffer.isBuffer(request.body) ? request.body : Buffer.from(''),
      typeof signature === 'string' ? signature : undefined,
    );
    return { status: 'ok' as const };
  });
};
