import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminEndpoints as ep } from '@aurelle/contract';
import { documented } from '../../lib/openapi.ts';
import { requestActor } from '../staff/admin-scope.ts';
import type { StockService } from './stock.service.ts';

const tags = ['admin: stock'];

/** The back office's stock: products running low, a product's ledger, adjustments, thresholds. */
export const stockRoutes: FastifyPluginAsyncZod<{ service: StockService }> = async (
  app,
  { service },
) => {
  app.get(
    ep.lowStock.path,
    {
      config: { permission: 'catalog:read' },
      schema: { tags, ...documented(ep.lowStock, 'staff', [403]) },
    },
    () => service.low(),
  );

  app.get(
    ep.stockHistory.path,
    {
      config: { permission: 'catalog:read' },
      schema: {
        tags,
        ...documented(ep.stockHistory, 'staff', [403, 404]),
        params: ep.stockHistory.params,
      },
    },
    (request) => service.history(request.params.productId),
  );

  app.post(
    ep.adjustStock.path,
    {
      config: { permission: 'stock:write' },
      schema: {
        tags,
        ...documented(ep.adjustStock, 'staff', [403, 404, 409]),
        body: ep.adjustStock.body,
      },
    },
    (request) => service.adjust(requestActor(request), request.body),
  );

  app.put(
    ep.setLowStockThreshold.path,
    {
      config: { permission: 'stock:write' },
      schema: {
        tags,
        ...documented(ep.setLowStockThreshold, 'staff', [403, 404]),
        params: ep.setLowStockThreshold.params,
        body: ep.setLowStockThreshold.body,
      },
    },
    (request) =>
      service.setThreshold(
        requestActor(request),
        request.params.productId,
        request.body.lowStockAt,
      ),
  );
};
