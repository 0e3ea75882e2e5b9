import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminEndpoints as ep } from '@aurelle/contract';
import { AppError } from '../../lib/errors.ts';
import { documented } from '../../lib/openapi.ts';
import { requestActor } from '../staff/admin-scope.ts';
import type { MetalPricingService } from './metal-pricing.service.ts';

const tags = ['admin: metal rates'];

/**
 * The day's metal rates: read by whoever sees prices, set (repricing every product priced by
 * them) by whoever may change prices; the guard's percentage is the owner's setting.
 */
export const metalPricingRoutes: FastifyPluginAsyncZod<{ service: MetalPricingService }> = async (
  app,
  { service },
) => {
  app.get(
    ep.metalRates.path,
    {
      config: { permission: 'prices:read' },
      schema: { tags, ...documented(ep.metalRates, 'staff', [403]) },
    },
    () => service.answer(),
  );

  app.post(
    ep.previewMetalRates.path,
    {
      config: { permission: 'prices:write' },
      schema: {
        tags,
        ...documented(ep.previewMetalRates, 'staff', [403]),
        body: ep.previewMetalRates.body,
      },
    },
    (request) => service.preview(request.body),
  );

  app.put(
    ep.setMetalRates.path,
    {
      config: { permission: 'prices:write' },
      schema: {
        tags,
        // 409: a price would pass the guard and `confirm` was not sent; nothing was set (the
        // preview call shows what would move).
        ...documented(ep.setMetalRates, 'staff', [403, 409]),
        body: ep.setMetalRates.body,
      },
    },
    async (request) => {
      const result = await service.set(requestActor(request), request.body);
      if (result.applied) return result.answer;
      const { preview } = result;
      const guarded = preview.changes.filter((change) => change.guarded).length;
      throw new AppError(
        409,
        `${guarded === 1 ? 'One price' : `${guarded} prices`} would move more than ${preview.guardPercent} %: check them and confirm`,
      );
    },
  );

  app.put(
    ep.setMetalGuard.path,
    {
      config: { permission: 'settings:write' },
      schema: {
        tags,
        ...documented(ep.setMetalGuard, 'staff', [403]),
        body: ep.setMetalGuard.body,
      },
    },
    (request) => service.setGuard(requestActor(request), request.body.guardPercent),
  );
};
