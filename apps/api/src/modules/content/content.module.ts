import { modulePlugin } from '../../lib/module-plugin.ts';
import { createContentRepository } from './content.repository.ts';
import { createContentService, type ContentService } from './content.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentService;
    /** Whether the site's settings offer cash on delivery. */
    podEnabled: () => Promise<boolean>;
  }
}

/** Named content blocks, the site's settings and the in-focus blocks. */
export const contentModule = modulePlugin(
  { name: 'content', dependencies: ['infrastructure', 'catalog'] },
  (app) => {
    const { env } = app;
    const content = createContentService({
      repo: createContentRepository(app.db),
      catalog: app.catalog,
      cache: app.caches.catalog,
      brand: { name: env.BRAND_NAME, slug: env.BRAND_SLUG },
    });
    return {
      content,
      podEnabled: async () =>
        (await content.settings({ lang: 'en', currency: 'INR' })).data.pod_status,
    };
  },
);
