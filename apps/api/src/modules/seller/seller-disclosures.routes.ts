import type { FastifyPluginAsync } from 'fastify';
import { sellerEndpoints as ep } from '@aurelle/contract';
import { SAME_FOR_ANY_VISITOR } from '../../lib/response-cache.ts';
import { route } from '../../lib/route.ts';

/** GET /setting/seller: the seller's disclosures the shop's footer and policies page show. */
export const sellerDisclosureRoutes: FastifyPluginAsync = async (app) => {
  const { seller } = app;
  route(app, ep.disclosures, async () => ({ data: await seller.disclosures() }), {
    caching: SAME_FOR_ANY_VISITOR,
  });
};
