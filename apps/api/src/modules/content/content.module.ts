import { modulePlugin } from '../../lib/module-plugin.ts';
import { createContentRepository } from './content.repository.ts';
import {
  createContentService,
  type ContentDrafts,
  type ContentService,
  type ShopContact,
} from './content.service.ts';

/**
 * What the site settings need from the seller module, and a preview from the back office's
 * drafts (content-admin), which content does not import.
 */
export type ContentModuleOptions = {
  contact: () => Promise<ShopContact | null>;
  drafts: ContentDrafts;
};

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
  (app, { contact, drafts }) => {
    const { env } = app;
    const content = createContentService({
      repo: createContentRepository(app.db),
      catalog: app.catalog,
      cache: app.caches.catalog,
      brand: { name: env.BRAND_NAME, slug: env.BRAND_SLUG },
      launchAt: env.LAUNCH_AT,
      contact,
      drafts,
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
