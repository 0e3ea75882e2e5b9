import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, locationEndpoints as ep } from '@aurelle/contract';
import { sendCached, toCachedBody, type CachedBody } from '../../lib/http-cache.ts';
import type { LocationService } from './location.service.ts';

/** The real service's answer to a missing or wrong key. */
const UNAUTHORIZED = "Unauthorized. You shouldn't be here.";
/** Places hardly ever change, and never with language, currency or token. */
const cacheOptions = { maxAgeSeconds: 86_400, vary: 'X-CSCAPI-KEY' };

function sameKey(given: unknown, expected: Buffer): boolean {
  if (typeof given !== 'string') return false;
  const buffer = Buffer.from(given);
  return buffer.length === expected.length && timingSafeEqual(buffer, expected);
}

/**
 * GET /locations/countries[/:country/states[/:state/cities]]: the CountryStateCity service's shape,
 * checked against X-CSCAPI-KEY like the real one. The browser sends the storefront key there (it is
 * public by design); a third-party service's own key is used by the service, upstream, only.
 */
export const locationRoutes: FastifyPluginAsyncZod<{
  service: LocationService;
  apiKey: string;
}> = async (app, { service, apiKey }) => {
  const expected = Buffer.from(apiKey);
  // The service hands back the same array while it keeps an answer: serialize each one once.
  const bodies = new WeakMap<object, CachedBody<unknown>>();
  const cached = async (answer: Promise<object>) => {
    const data = await answer;
    let body = bodies.get(data);
    if (!body) {
      body = toCachedBody(data);
      bodies.set(data, body);
    }
    return body;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!sameKey(request.headers['x-cscapi-key'], expected)) {
      return reply.status(401).send({ message: UNAUTHORIZED });
    }
  });

  const errors = { 400: apiErrorSchema, 401: apiErrorSchema };
  app.get(
    ep.countries.path,
    {
      schema: { tags: ['location'], response: { 200: ep.countries.response, 401: apiErrorSchema } },
    },
    async (request, reply) =>
      sendCached(request, reply, await cached(service.countries()), cacheOptions),
  );
  app.get(
    ep.states.path,
    {
      schema: {
        tags: ['location'],
        params: ep.states.params,
        response: { 200: ep.states.response, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await cached(service.states(request.params.country));
      return sendCached(request, reply, answer, cacheOptions);
    },
  );
  app.get(
    ep.cities.path,
    {
      schema: {
        tags: ['location'],
        params: ep.cities.params,
        response: { 200: ep.cities.response, ...errors },
      },
    },
    async (request, reply) => {
      const { country, state } = request.params;
      const answer = await cached(service.cities(country, state));
      return sendCached(request, reply, answer, cacheOptions);
    },
  );
};
