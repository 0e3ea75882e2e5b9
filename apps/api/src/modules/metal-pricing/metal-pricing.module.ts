import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMetalPricingService, type MetalPricingService } from './metal-pricing.service.ts';
import { createMetalRatesRepository } from './metal-rates.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metalPricing: MetalPricingService;
  }
}

/** The day's metal rates, their preview and guard, and repricing. */
export const metalPricingModule = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'metalPricing',
      createMetalPricingService({
        db: app.db,
        repo: createMetalRatesRepository(app.db),
        audit: app.audit,
        clock: app.clock,
      }),
    );
  },
  { name: 'metal-pricing', dependencies: ['infrastructure', 'audit'], fastify: '5.x' },
);
