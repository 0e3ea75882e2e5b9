import { modulePlugin } from '../../lib/module-plugin.ts';
import { loadUiText } from '../../lib/ui-text.ts';
import { createSeoRepository } from './seo.repository.ts';
import { createSeoService, type SeoService } from './seo.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    seo: SeoService;
  }
}

/** A page's head, the sitemap and robots.txt. */
export const seoModule = modulePlugin(
  { name: 'seo', dependencies: ['infrastructure', 'catalog', 'content'] },
  (app) => {
    const { env } = app;
    const seo = createSeoService({
      catalog: app.catalog,
      content: app.content,
      repo: createSeoRepository(app.db),
      cache: app.caches.catalog,
      site: { name: env.BRAND_NAME, url: env.PUBLIC_URL },
      brandSlug: env.BRAND_SLUG,
      translate: loadUiText(env.staticDir, { brand: env.BRAND_NAME }).translate,
    });
    return { seo };
  },
);
