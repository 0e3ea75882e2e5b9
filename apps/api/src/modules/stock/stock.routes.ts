import type { FastifyPluginAsync } from 'fastify';
import { adminEndpoints as ep } from '@aurelle/contract';
import { route } from '../../lib/route.ts';
import { requestActor } from '../staff/admin-scope.ts';

/** The back office's stock: products running low, a product's ledger, adjustments, thresholds. */
export const stockRoutes: FastifyPluginAsync = async (app) => {
  const service = app.stock;
  route(app, ep.lowStock, () => service.low());
  route(app, ep.stockHistory, (request) => service.history(request.params.productId));
  route(app, ep.adjustStock, (request) => service.adjust(requestActor(request), request.body));
  route(app, ep.setLowStockThreshold, (request) =>
    service.setThreshold(requestActor(request), request.params.productId, request.body.lowStockAt),
  );
};
