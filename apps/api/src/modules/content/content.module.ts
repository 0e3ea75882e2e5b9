import { modulePlugin } from '../../lib/module-plugin.ts';
import { createContentRepository } from './content.repository.ts';
import { createContentService, type ContentService, type ShopContact } from './content.service.ts';

/** What the site settings need from the seller module, which content does not import. */
export type ContentModuleOptions = { contact: () => Promise<ShopContact | null> };

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentService;
    /** Whether the site's settings offer cash on delivery, and the cap it is offered under. */
    cashOnDelivery: () => Promise<{ enabled: boolean; capPaise: number }>;
  }
}

/** Named content blocks, the site's settings and the in-focus blocks. */
export const contentModule = modulePlugin<ContentModuleOptions>(
  { name: 'content', dependencies: ['infrastructure', 'catalog'] },
  (app, { contact }) => {
    const { env } = app;
    const content = createContentService({
      repo: createContentRepository(app.db),
      catalog: app.catalog,
      cache: app.caches.catalog,
      brand: { name: env.BRAND_NAME, slug: env.BRAND_SLUG },
      launchAt: env.LAUNCH_AT,
      contact,
    });
    return {
      content,
      cashOnDelivery: async () => {
        const { data } = await content.settings({ lang: 'en', currency: 'INR' });
        return { enabled: data.pod_status, capPaise: data.pod_cap_inr_paise };
      },
    };
  },
);
