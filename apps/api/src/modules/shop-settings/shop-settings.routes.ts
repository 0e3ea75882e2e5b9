import type { FastifyPluginAsync } from 'fastify';
import { adminEndpoints as ep } from '@aurelle/contract';
import { route } from '../../lib/route.ts';
import { requestActor } from '../staff/admin-scope.ts';

/** The shop's own settings in the back office (owner only). */
export const shopSettingsRoutes: FastifyPluginAsync = async (app) => {
  const { shopSettings } = app;
  route(app, ep.cashOnDeliverySettings, () => shopSettings.cashOnDelivery());
  route(app, ep.updateCashOnDeliverySettings, (request) =>
    shopSettings.setCashOnDelivery(requestActor(request), request.body),
  );
  route(app, ep.socialLinks, () => shopSettings.socialLinks());
  route(app, ep.updateSocialLinks, (request) =>
    shopSettings.setSocialLinks(requestActor(request), request.body),
  );
  route(app, ep.shippingSettings, () => shopSettings.shipping());
  route(app, ep.updateShippingSettings, (request) =>
    shopSettings.setShipping(requestActor(request), request.body),
  );
  route(app, ep.storefrontSettings, () => shopSettings.storefront());
  route(app, ep.updateStorefrontSettings, (request) =>
    shopSettings.setStorefront(requestActor(request), request.body),
  );
};
