import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sellerEndpoints as ep } from '@aurelle/contract';
import { documented } from '../../lib/openapi.ts';
import { SAME_FOR_ANY_VISITOR } from '../../lib/response-cache.ts';
import type { Seller } from './seller.service.ts';

/** GET /setting/seller: the seller's disclosures the shop's footer and policies page show. */
export const sellerDisclosureRoutes: FastifyPluginAsyncZod<{ seller: Seller }> = async (
  app,
  { seller },
) => {
  app.get(
    ep.disclosures.path,
    {
      config: { caching: SAME_FOR_ANY_VISITOR },
      schema: { tags: ['seller'], ...documented(ep.disclosures, 'apiKey') },
    },
    async () => ({ data: await seller.disclosures() }),
  );
};
