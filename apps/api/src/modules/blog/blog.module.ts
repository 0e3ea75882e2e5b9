import { modulePlugin } from '../../lib/module-plugin.ts';
import { backOfficeDeps } from '../audit/back-office.ts';
import { createBlogRepository } from './blog.repository.ts';
import { createBlog, type Blog } from './blog.service.ts';
import { createFaqsRepository } from './faqs.repository.ts';
import { createFaqs, type Faqs } from './faqs.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    blog: Blog;
    faqs: Faqs;
  }
}

/**
 * The blog and customer care's questions: the shop reads them, the back office writes them
 * (posts as rich text).
 */
export const blogModule = modulePlugin(
  { name: 'blog', dependencies: ['infrastructure', 'audit'] },
  (app) => ({
    blog: createBlog({
      ...backOfficeDeps(app, createBlogRepository),
      cache: app.caches.catalog,
    }),
    faqs: createFaqs({
      ...backOfficeDeps(app, createFaqsRepository),
      cache: app.caches.catalog,
    }),
  }),
);
