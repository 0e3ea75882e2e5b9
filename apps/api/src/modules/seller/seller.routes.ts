import type { FastifyPluginAsync } from 'fastify';
import { adminEndpoints as ep } from '@aurelle/contract';
import { route } from '../../lib/route.ts';
import { requestActor } from '../staff/admin-scope.ts';

/** The seller's legal details in the back office's settings (owner only). */
export const sellerRoutes: FastifyPluginAsync = async (app) => {
  const { seller } = app;
  route(app, ep.legalDetails, () => seller.answer());
  route(app, ep.updateLegalDetails, (request) => seller.set(requestActor(request), request.body));
};
