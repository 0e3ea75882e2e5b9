import type { FastifyPluginAsync } from 'fastify';
import { apiErrorSchema, MAX_SEARCH_LENGTH, searchEndpoints } from '@aurelle/contract';
import { badRequest } from '../../lib/errors.ts';
import { assertBrand } from '../../lib/brand.ts';
import { SHOWS_STOCK_TO_ANY_VISITOR } from '../../lib/response-cache.ts';
import { route } from '../../lib/route.ts';

const ep = searchEndpoints.search;

/**
 * GET /{brand}/products/search/:name — no token (spec §6). The response cache keeps an answer per
 * term until the catalogue or stock changes; the ETag lets a browser or CDN revalidate (it shows
 * stock).
 */
export const searchRoutes: FastifyPluginAsync = async (app) => {
  const service = app.productSearch;
  const brandSlug = app.env.BRAND_SLUG;
  route(
    app,
    ep,
    (request) => {
      const { brand, name } = request.params;
      assertBrand(brand, brandSlug);
      return service.search(name, request.query.limit, request.locale);
    },
    { caching: SHOWS_STOCK_TO_ANY_VISITOR },
  );

  // The router refuses a path segment beyond maxParamLength with a 414 before any schema runs;
  // a wildcard sibling catches such a (or a slash-containing) name and answers the contract's 400.
  app.get(
    ep.path.replace(':name', '*'),
    { schema: { tags: ['search'], hide: true, response: { 400: apiErrorSchema } } },
    async () => {
      throw badRequest(
        `Invalid name: must be a single path segment of at most ${MAX_SEARCH_LENGTH} characters`,
      );
    },
  );
};
