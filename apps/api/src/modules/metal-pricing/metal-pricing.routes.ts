import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminEndpoints as ep, metalRatesGuardSchema } from '@aurelle/contract';
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

  const setDoc = documented(ep.setMetalRates, 'staff', [403]);
  app.put(
    ep.setMetalRates.path,
    {
      config: { permission: 'prices:write' },
      schema: {
        tags,
        ...setDoc,
        // The guard's 409 carries the preview of what would have moved: nothing was set.
        response: { ...setDoc.response, 409: metalRatesGuardSchema },
        body: ep.setMetalRates.body,
      },
    },
    async (request, reply) => {
      const result = await service.set(requestActor(request), request.body);
      if (result.applied) return result.answer;
      const { preview } = result;
      const guarded = preview.changes.filter((change) => change.guarded).length;
      return reply.status(409).send({
        message: `${guarded === 1 ? 'One price' : `${guarded} prices`} would move more than ${preview.guardPercent} %: check them and confirm`,
        preview,
      });
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
