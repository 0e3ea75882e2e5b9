import { modulePlugin } from '../../lib/module-plugin.ts';
import {
  createBackOfficeSearchRepository,
  type BackOfficeSearchRepository,
} from './back-office-search.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    backOfficeSearch: BackOfficeSearchRepository;
  }
}

/** The back office's one search box: orders, customers, products and HUIDs. */
export const backOfficeSearchModule = modulePlugin(
  { name: 'back-office-search', dependencies: ['infrastructure'] },
  (app) => ({ backOfficeSearch: createBackOfficeSearchRepository(app.db) }),
);
