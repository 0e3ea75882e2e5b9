import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminEndpoints as ep, format, metalMessages, type MovesSummary } from '@aurelle/contract';
import { AppError } from '../../lib/errors.ts';
import { documented } from '../../lib/openapi.ts';
import { requestActor } from '../staff/admin-scope.ts';
import type { MetalPricingService } from './metal-pricing.service.ts';

const tags = ['admin: metal rates'];

const prices = (n: number) => (n === 1 ? 'One price' : `${n} prices`);

/** What moves, in words: `3 prices rise by up to 4.8 %, 1 falls by up to 2 %`. */
function movesInWords(summary: MovesSummary): string {
  const parts = [
    summary.rise ? `${prices(summary.rise)} rise by up to ${summary.largestRise} %` : '',
    summary.fall ? `${prices(summary.fall)} fall by up to ${summary.largestFall} %` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'no price moves';
}

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
        // 409: a price would pass the guard and `confirm` was not sent, or it confirmed other
        // moves than these; nothing was set (the preview call shows what would move).
        ...documented(ep.setMetalRates, 'staff', [403, 409]),
        body: ep.setMetalRates.body,
      },
    },
    async (request) => {
      const result = await service.set(requestActor(request), request.body);
      if (result.applied) return result.answer;
      const { summary, guardPercent } = result.preview;
      throw new AppError(
        409,
        result.stale
          ? format(metalMessages.confirmationStale, { now: movesInWords(summary) })
          : format(metalMessages.guardHeld, {
              count: prices(summary.pastGuard),
              guard: guardPercent,
            }),
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
