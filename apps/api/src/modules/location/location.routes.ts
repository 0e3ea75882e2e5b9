import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { locationEndpoints as ep, type LocationQuery } from '@aurelle/contract';
import type { Caching } from '../../lib/response-cache.ts';
import { route } from '../../lib/route.ts';

/** The real service's answer to a missing or wrong key. */
const UNAUTHORIZED = "Unauthorized. You shouldn't be here.";
/** Places hardly ever change, and never with language, currency or token. */
const caching: Caching = { maxAgeSeconds: 86_400, vary: 'X-CSCAPI-KEY' };

function sameKey(given: unknown, expected: Buffer): boolean {
  if (typeof given !== 'string') return false;
  const buffer = Buffer.from(given);
  return buffer.length === expected.length && timingSafeEqual(buffer, expected);
}

/** Lower case without accents, so 'sao' finds 'São Paulo'. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The names containing `q`, then the page asked for; the whole list when neither is given. */
export function pageOf<T extends { name: string }>(list: T[], { page, limit, q }: LocationQuery) {
  const needle = q ? folded(q) : '';
  const found = needle ? list.filter((item) => folded(item.name).includes(needle)) : list;
  if (!limit) return found;
  const start = ((page ?? 1) - 1) * limit;
  return found.slice(start, start + limit);
}

/**
 * GET /locations/countries[/:country/states[/:state/cities]]: the CountryStateCity service's shape,
 * checked against X-CSCAPI-KEY like the real one. The browser sends the storefront key there (it is
 * public by design); a third-party service's own key is used by the service, upstream, only.
 */
export const locationRoutes: FastifyPluginAsync = async (app) => {
  const service = app.location;
  const apiKey = app.env.STOREFRONT_API_KEY;
  const expected = Buffer.from(apiKey);
  app.addHook('onRequest', async (request, reply) => {
    if (!sameKey(request.headers['x-cscapi-key'], expected)) {
      return reply.status(401).send({ message: UNAUTHORIZED });
    }
  });

  route(app, ep.countries, async (request) => pageOf(await service.countries(), request.query), {
    caching,
  });
  route(
    app,
    ep.states,
    async (request) => pageOf(await service.states(request.params.country), request.query),
    { caching },
  );
  route(
    app,
    ep.cities,
    async (request) => {
      const { country, state } = request.params;
      return pageOf(await service.cities(country, state), request.query);
    },
    { caching },
  );
};
