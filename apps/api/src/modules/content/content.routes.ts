import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  CONTENT_PREVIEW_HEADER,
  contentEndpoints as ep,
  inFocusEndpoints,
} from '@aurelle/contract';
import { assertBrand } from '../../lib/brand.ts';
import {
  SAME_FOR_ANY_VISITOR_REVALIDATED,
  SHOWS_STOCK_TO_ANY_VISITOR,
} from '../../lib/response-cache.ts';
import { route } from '../../lib/route.ts';

/** GET /setting/store-customization/:blockName, GET /setting/global/all, GET /{brand}/infocus/:blockName. */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  const { content: service, catalog } = app;
  const brandSlug = app.env.BRAND_SLUG;

  /**
   * The draft's blocks for a staff preview (a valid token in the preview header), else none. The
   * response cache neither answers nor keeps a request with that header.
   */
  const draftOf = (request: FastifyRequest) =>
    service.draftsFor(request.headers[CONTENT_PREVIEW_HEADER]);

  // Revalidated: a published change shows on the visitor's next page, not after a minute.
  route(
    app,
    ep.block,
    (request) => service.block(request.params.blockName, request.locale, draftOf(request)),
    { caching: SAME_FOR_ANY_VISITOR_REVALIDATED },
  );

  route(app, ep.settings, (request) => service.settings(request.locale), {
    caching: SAME_FOR_ANY_VISITOR_REVALIDATED,
  });

  route(
    app,
    inFocusEndpoints.block,
    async (request) => {
      const { brand, blockName } = request.params;
      assertBrand(brand, brandSlug);
      const block = await service.inFocus(blockName, request.locale, draftOf(request));
      if (!request.customer) return block;
      return {
        ...block,
        products: await catalog.flagWishlist(block.products, request.customer.id),
      };
    },
    { caching: SHOWS_STOCK_TO_ANY_VISITOR },
  );
};
