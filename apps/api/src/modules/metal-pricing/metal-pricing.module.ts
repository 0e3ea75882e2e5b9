import { modulePlugin } from '../../lib/module-plugin.ts';
import { backOfficeDeps } from '../audit/back-office.ts';
import { createMetalPricingService, type MetalPricingService } from './metal-pricing.service.ts';
import { createMetalRatesRepository } from './metal-rates.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metalPricing: MetalPricingService;
  }
}

/** The day's metal rates, their preview and guard, and repricing. */
export const metalPricingModule = modulePlugin(
  { name: 'metal-pricing', dependencies: ['infrastructure', 'audit'] },
  (app) => ({
    metalPricing: createMetalPricingService(backOfficeDeps(app, createMetalRatesRepository)),
  }),
);
