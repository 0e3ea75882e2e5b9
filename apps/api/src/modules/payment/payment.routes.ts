import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentEndpoints as ep } from '@aurelle/contract';
import { signedInCustomer } from '../../lib/customer.ts';
import { customerRouteOptions } from '../../lib/customer-route.ts';
import { NEVER_STORED } from '../../lib/response-cache.ts';
import { documented } from '../../lib/openapi.ts';
import type { PaymentService } from './payment.service.ts';

/** POST /payment/create-order and /payment/verify-payment — bearer token (spec §6). */
export const paymentRoutes: FastifyPluginAsyncZod<{ service: PaymentService }> = async (
  app,
  { service },
) => {
  const customerOnly = customerRouteOptions(app, 'payment', NEVER_STORED);

  app.post(ep.createOrder.path, customerOnly(ep.createOrder, [404, 409, 503]), async (request) =>
    service.createOrder(signedInCustomer(request).id, request.body.orderId, request.locale),
  );

  app.post(ep.verify.path, customerOnly(ep.verify, [404, 409]), async (request) =>
    service.verify(signedInCustomer(request).id, request.body, request.locale),
  );
};

/** POST /payment/webhook — no API key, no token: the provider signs the raw body. */
export const paymentWebhookRoutes: FastifyPluginAsyncZod<{ service: PaymentService }> = async (
  app,
  { service },
) => {
  // The signature is over the bytes as sent: keep them, parse later.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    ep.webhook.path,
    { schema: { tags: ['payment'], ...documented(ep.webhook, 'open', [400]) } },
    async (request) => {
      const signature = request.headers['x-razorpay-signature'];
      await service.webhook(
        Buffer.isBuffer(request.body) ? request.body : Buffer.from(''),
        typeof signature === 'string' ? signature : undefined,
      );
      return { status: 'ok' as const };
    },
  );
};
