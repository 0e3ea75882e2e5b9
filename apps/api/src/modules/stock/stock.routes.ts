import type { FastifyPluginAsync } from 'fastify';
import { adminEndpoints as ep } from '@aurelle/contract';
import { route } from '../../lib/route.ts';
import { requestActor } from '../staff/admin-scope.ts';
import type { StockService } from './stock.service.ts';

/** The back office's stock: products running low, a product's ledger, adjustments, thresholds. */
export const stockRoutes: FastifyPluginAsync<{ service: StockService }> = async (
  app,
  { service },
) => {
  route(app, ep.lowStock, () => service.low());
  route(app, ep.stockHistory, (request) => service.history(request.params.productId));
  route(app, ep.adjustStock, (request) => service.adjust(requestActor(request), request.body));
  route(app, ep.setLowStockThreshold, (request) =>
    service.setThreshold(requestActor(request), request.params.productId, request.body.lowStockAt),
  );
};
