import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentEndpoints as ep, inFocusEndpoints } from '@aurelle/contract';
import { assertBrand } from '../../lib/brand.ts';
import {
  SAME_FOR_ANY_VISITOR,
  sendCached,
  sendFresh,
  SHOWS_STOCK_TO_ANY_VISITOR,
} from '../../lib/http-cache.ts';
import { documented } from '../../lib/openapi.ts';
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
      schema: {
        tags: ['content'],
        ...documented(ep.block, 'apiKey', [404]),
        params: ep.block.params,
      },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await service.blockBody(request.params.blockName, request.locale),
        SAME_FOR_ANY_VISITOR,
      ),
  );

  app.get(
    ep.settings.path,
    { schema: { tags: ['content'], ...documented(ep.settings, 'apiKey') } },
    async (request, reply) =>
      sendCached(request, reply, await service.settingsBody(request.locale), SAME_FOR_ANY_VISITOR),
  );

  const inFocus = inFocusEndpoints.block;
  app.get(
    inFocus.path,
    {
      preHandler: app.optionalCustomer,
      schema: {
        tags: ['content'],
        ...documented(inFocus, 'optionalCustomer', [404]),
        params: inFocus.params,
      },
    },
    async (request, reply) => {
      const { brand, blockName } = request.params;
      assertBrand(brand, brandSlug);
      const entry = await service.inFocusBody(blockName, request.locale);
      if (!request.customer) return sendCached(request, reply, entry, SHOWS_STOCK_TO_ANY_VISITOR);
      const products = await catalog.flagWishlist(entry.data.products, request.customer.id);
      return sendFresh(request, reply, { ...entry.data, products }, { private: true });
    },
  );
};
