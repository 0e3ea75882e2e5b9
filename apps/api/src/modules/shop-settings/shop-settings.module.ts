import { modulePlugin } from '../../lib/module-plugin.ts';
import { backOfficeDeps } from '../audit/back-office.ts';
import { createShopSettingsRepository } from './shop-settings.repository.ts';
import { createShopSettings, type ShopSettings } from './shop-settings.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    shopSettings: ShopSettings;
  }
}

/**
 * The shop's settings in the back office: cash on delivery and its cap, the shipping charge, the
 * request-quote e-mail and the launch countdown's date.
 */
export const shopSettingsModule = modulePlugin(
  { name: 'shop-settings', dependencies: ['infrastructure', 'audit'] },
  (app) => ({
    shopSettings: createShopSettings({
      ...backOfficeDeps(app, createShopSettingsRepository),
      launchAt: app.env.LAUNCH_AT,
    }),
  }),
);
