import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createStockLedgerRepository } from './stock.repository.ts';
import { createStockService, type StockService } from './stock.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    stock: StockService;
  }
}

/** The back office's stock: low stock, a product's ledger, adjustments, thresholds. */
export const stockModule = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'stock',
      createStockService({
        db: app.db,
        repo: createStockLedgerRepository(app.db),
        audit: app.audit,
        clock: app.clock,
      }),
    );
  },
  { name: 'stock', dependencies: ['infrastructure', 'audit'], fastify: '5.x' },
);
