import type { FastifyPluginAsync } from 'fastify';
import { adminEndpoints as ep, format, metalMessages, type MovesSummary } from '@aurelle/contract';
import { AppError } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { requestActor } from '../staff/admin-scope.ts';

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
export const metalPricingRoutes: FastifyPluginAsync = async (app) => {
  const service = app.metalPricing;
  route(app, ep.metalRates, () => service.answer());
  route(app, ep.previewMetalRates, (request) => service.preview(request.body));
  route(app, ep.setMetalRates, async (request) => {
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
  });
  route(app, ep.setMetalGuard, (request) =>
    service.setGuard(requestActor(request), request.body.guardPercent),
  );
};
