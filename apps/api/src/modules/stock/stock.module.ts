import { modulePlugin } from '../../lib/module-plugin.ts';
import { backOfficeDeps } from '../audit/back-office.ts';
import { createStockLedgerRepository } from './stock.repository.ts';
import { createStockService, type StockService } from './stock.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    stock: StockService;
  }
}

/** The back office's stock: low stock, a product's ledger, adjustments, thresholds. */
export const stockModule = modulePlugin(
  { name: 'stock', dependencies: ['infrastructure', 'audit'] },
  (app) => ({ stock: createStockService(backOfficeDeps(app, createStockLedgerRepository)) }),
);
