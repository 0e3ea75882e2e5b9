import { modulePlugin } from '../../lib/module-plugin.ts';
import { backOfficeDeps } from '../audit/back-office.ts';
import { createBlogRepository } from './blog.repository.ts';
import { createBlog, type Blog } from './blog.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    blog: Blog;
  }
}

/** The blog: the shop reads its published posts, the back office writes them as rich text. */
export const blogModule = modulePlugin(
  { name: 'blog', dependencies: ['infrastructure', 'audit'] },
  (app) => ({
    blog: createBlog({
      ...backOfficeDeps(app, createBlogRepository),
      cache: app.caches.catalog,
    }),
  }),
);
