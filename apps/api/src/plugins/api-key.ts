import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { messages } from '@aurelle/contract';

/**
 * Paths under /api that answer without the storefront key: probes, the API's docs, the payment
 * sandbox and the provider's signed webhook, which no storefront calls.
 */
const OPEN_PREFIXES = [
  '/api/health',
  '/api/ready',
  '/api/docs',
  '/api/payment/sandbox',
  '/api/payment/webhook',
  // The back office has its own session (modules/staff/admin-scope.ts).
  '/api/admin',
];

/** A timing-safe comparison with the key's bytes, made once. */
function keyCheck(apiKey: string): (given: string) => boolean {
  const expected = Buffer.from(apiKey);
  return (given) =>
    Buffer.byteLength(given) === expected.length && timingSafeEqual(Buffer.from(given), expected);
}

/** Whether a URL is an /api call that needs the storefront key. */
function isKeyed(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  if (!path.startsWith('/api/') && path !== '/api') return false;
  if (OPEN_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)))
    return false;
  // The location service checks its own key header, like the real third-party service.
  return !path.startsWith('/api/locations/');
}

/** Every /api call must carry the public storefront key in X-Api-Key, else 401. */
export function registerApiKeyCheck(app: FastifyInstance, apiKey: string): void {
  const sameKey = keyCheck(apiKey);
  // Callback style: no promise per request; answering early means not calling done().
  app.addHook('onRequest', (request, reply, done) => {
    if (isKeyed(request.url)) {
      const given = request.headers['x-api-key'];
      if (typeof given !== 'string' || !sameKey(given)) {
        reply
          .status(401)
          .send({ message: `${messages.http.unauthorized}: missing or wrong X-Api-Key` });
        return;
      }
    }
    done();
  });
}
