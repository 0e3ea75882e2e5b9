import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, locationEndpoints as ep } from '@aurelle/contract';
import { sendCached, toCachedBody, type CachedBody } from '../../lib/http-cache.ts';
import type { LocationService } from './location.service.ts';

/** The real service's answer to a missing or wrong key. */
const UNAUTHORIZED = "Unauthorized. You shouldn't be here.";
/** The dataset never changes while the process runs, nor with language, currency or token. */
const cacheOptions = { maxAgeSeconds: 86_400, vary: 'X-CSCAPI-KEY' };

function sameKey(given: unknown, expected: Buffer): boolean {
  if (typeof given !== 'string') return false;
  const buffer = Buffer.from(given);
  return buffer.length === expected.length && timingSafeEqual(buffer, expected);
}

/**
 * GET /locations/countries[/:country/states[/:state/cities]] — the third-party CountryStateCity
 * service's shape, checked against X-CSCAPI-KEY like the real one (the storefront key is not needed).
 * The dataset never changes at run time, so serialized answers are kept for the process's life.
 */
export const locationRoutes: FastifyPluginAsyncZod<{
  service: LocationService;
  apiKey: string;
}> = async (app, { service, apiKey }) => {
  const expected = Buffer.from(apiKey);
  const answers = new Map<string, Promise<CachedBody<unknown>>>();
  const cached = (key: string, load: () => Promise<unknown>) => {
    let answer = answers.get(key);
    if (!answer) {
      answer = load().then(toCachedBody);
      answers.set(key, answer);
      // Cities are per state: bound the map (there are ~5 000 states) by dropping the oldest.
      if (answers.size > 6000) answers.delete(answers.keys().next().value ?? '');
    }
    return answer;
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
      sendCached(
        request,
        reply,
        await cached('countries', () => service.countries()),
        cacheOptions,
      ),
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
      const country = request.params.country.toUpperCase();
      const answer = await cached(`states|${country}`, () => service.states(country));
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
      const country = request.params.country.toUpperCase();
      const state = request.params.state.toUpperCase();
      const answer = await cached(`cities|${country}|${state}`, () =>
        service.cities(country, state),
      );
      return sendCached(request, reply, answer, cacheOptions);
    },
  );
};
