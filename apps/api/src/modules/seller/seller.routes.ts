import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminEndpoints as ep } from '@aurelle/contract';
import { documented } from '../../lib/openapi.ts';
import { requestActor } from '../staff/admin-scope.ts';
import type { Seller } from './seller.service.ts';

const tags = ['admin: staff'];

/** The seller's legal details in the back office's settings (owner only). */
export const sellerRoutes: FastifyPluginAsyncZod<{ seller: Seller }> = async (app, { seller }) => {
  app.get(
    ep.legalDetails.path,
    {
      config: { permission: 'settings:read' },
      schema: { tags, ...documented(ep.legalDetails, 'staff', [403]) },
    },
    () => seller.answer(),
  );
  app.put(
    ep.updateLegalDetails.path,
    {
      config: { permission: 'settings:write' },
      schema: {
        tags,
        ...documented(ep.updateLegalDetails, 'staff', [400, 403]),
        body: ep.updateLegalDetails.body,
      },
    },
    (request) => seller.set(requestActor(request), request.body),
  );
};
