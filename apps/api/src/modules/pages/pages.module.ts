import { modulePlugin } from '../../lib/module-plugin.ts';
import { backOfficeDeps } from '../audit/back-office.ts';
import { createPagesRepository } from './pages.repository.ts';
import { createPages, type Pages } from './pages.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    pages: Pages;
  }
}

/** The informational pages: the shop reads them, the back office edits them as rich text. */
export const pagesModule = modulePlugin(
  { name: 'pages', dependencies: ['infrastructure', 'audit'] },
  (app) => ({
    pages: createPages({
      ...backOfficeDeps(app, createPagesRepository),
      cache: app.caches.catalog,
      brandName: app.env.BRAND_NAME,
    }),
  }),
);
