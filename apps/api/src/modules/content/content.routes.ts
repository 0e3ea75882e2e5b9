import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentEndpoints as ep, inFocusEndpoints } from '@aurelle/contract';
import { assertBrand } from '../../lib/brand.ts';
import { documented } from '../../lib/openapi.ts';
import { SAME_FOR_ANY_VISITOR, SHOWS_STOCK_TO_ANY_VISITOR } from '../../lib/response-cache.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { ContentService } from './content.service.ts';

export type ContentRouteDeps = {
  service: ContentService;
  catalog: Pick<CatalogService, 'flagWishlist'>;
  brandSlug: string;
};

/** GET /setting/store-customization/:blockName, GET /setting/global/all, GET /{brand}/infocus/:blockName. */
export const contentRoutes: FastifyPluginAsyncZod<ContentRouteDeps> = async (app, deps) => {
  const { service, catalog, brandSlug } = deps;

  app.get(
    ep.block.path,
    {
      config: { caching: SAME_FOR_ANY_VISITOR },
      schema: {
        tags: ['content'],
        ...documented(ep.block, 'apiKey', [404]),
        params: ep.block.params,
      },
    },
    async (request) => service.block(request.params.blockName, request.locale),
  );

  app.get(
    ep.settings.path,
    {
      config: { caching: SAME_FOR_ANY_VISITOR },
      schema: { tags: ['content'], ...documented(ep.settings, 'apiKey') },
    },
    async (request) => service.settings(request.locale),
  );

  const inFocus = inFocusEndpoints.block;
  app.get(
    inFocus.path,
    {
      config: { caching: SHOWS_STOCK_TO_ANY_VISITOR },
      preHandler: app.optionalCustomer,
      schema: {
        tags: ['content'],
        ...documented(inFocus, 'optionalCustomer', [404]),
        params: inFocus.params,
      },
    },
    async (request) => {
      const { brand, blockName } = request.params;
      assertBrand(brand, brandSlug);
      const block = await service.inFocus(blockName, request.locale);
      if (!request.customer) return block;
      return {
        ...block,
        products: await catalog.flagWishlist(block.products, request.customer.id),
      };
    },
  );
};
