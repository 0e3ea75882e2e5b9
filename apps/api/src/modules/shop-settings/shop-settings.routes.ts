import type { FastifyPluginAsync } from 'fastify';
import { adminEndpoints as ep } from '@aurelle/contract';
import { route } from '../../lib/route.ts';
import { requestActor } from '../staff/admin-scope.ts';

/** Cash on delivery and its cap in the back office's settings (owner only). */
export const shopSettingsRoutes: FastifyPluginAsync = async (app) => {
  const { shopSettings } = app;
  route(app, ep.cashOnDeliverySettings, () => shopSettings.cashOnDelivery());
  route(app, ep.updateCashOnDeliverySettings, (request) =>
    shopSettings.setCashOnDelivery(requestActor(request), request.body),
  );
};
