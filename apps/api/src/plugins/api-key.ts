import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { messages } from '@aurelle/contract';

/** Paths under /api that answer without the storefront key (ARCHITECTURE.md). */
const OPEN_PREFIXES = [
  '/api/health',
  '/api/ready',
  '/api/docs',
  '/api/payment/sandbox',
  '/api/payment/webhook',
];

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Every /api call must carry the public storefront key in X-Api-Key, else 401. */
export function registerApiKeyCheck(app: FastifyInstance, apiKey: string) {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') && path !== '/api') return;
    if (OPEN_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return;
    // The location service checks its own key header, like the real third-party service.
    if (path.startsWith('/api/locations/')) return;
    const given = request.headers['x-api-key'];
    if (typeof given !== 'string' || !sameKey(given, apiKey)) {
      return reply
        .status(401)
        .send({ message: `${messages.http.unauthorized}: missing or wrong X-Api-Key` });
    }
  });
}
