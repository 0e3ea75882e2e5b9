import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadUiText } from '../../lib/ui-text.ts';
import { createSeoRepository } from './seo.repository.ts';
import { createSeoService, type SeoService } from './seo.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    seo: SeoService;
  }
}

/** A page's head, the sitemap and robots.txt. */
export const seoModule = fp(
  async (app: FastifyInstance) => {
    const { env } = app;
    app.decorate(
      'seo',
      createSeoService({
        catalog: app.catalog,
        content: app.content,
        repo: createSeoRepository(app.db),
        cache: app.caches.catalog,
        site: { name: env.BRAND_NAME, url: env.PUBLIC_URL },
        brandSlug: env.BRAND_SLUG,
        translate: loadUiText(env.staticDir, { brand: env.BRAND_NAME }).translate,
      }),
    );
  },
  { name: 'seo', dependencies: ['infrastructure', 'catalog', 'content'], fastify: '5.x' },
);
