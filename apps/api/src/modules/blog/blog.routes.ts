import type { FastifyPluginAsync } from 'fastify';
import { adminEndpoints as ep, blogEndpoints, faqEndpoints } from '@aurelle/contract';
import { SAME_FOR_ANY_VISITOR_REVALIDATED } from '../../lib/response-cache.ts';
import { route } from '../../lib/route.ts';
import { requestActor } from '../staff/admin-scope.ts';

/**
 * GET /setting/store-customization/blogs and GET /blog-posts/:slug: the published posts as the shop
 * shows them; a browser asks again, so a save shows at once.
 */
export const blogRoutes: FastifyPluginAsync = async (app) => {
  const { blog } = app;
  const caching = { caching: SAME_FOR_ANY_VISITOR_REVALIDATED } as const;
  route(app, blogEndpoints.cards, (request) => blog.cards(request.locale), caching);
  route(
    app,
    blogEndpoints.post,
    (request) => blog.post(request.params.slug, request.locale),
    caching,
  );
  route(app, faqEndpoints.list, (request) => app.faqs.list(request.locale), caching);
};

/** The blog's posts and customer care's questions in the back office (content). */
export const blogAdminRoutes: FastifyPluginAsync = async (app) => {
  const { blog } = app;
  route(app, ep.blogPosts, () => blog.list());
  route(app, ep.blogPost, (request) => blog.adminPost(request.params.postId));
  route(app, ep.createBlogPost, (request) => blog.create(requestActor(request), request.body));
  route(app, ep.updateBlogPost, (request) =>
    blog.update(requestActor(request), request.params.postId, request.body),
  );
  route(app, ep.publishBlogPost, (request) =>
    blog.setPublished(requestActor(request), request.params.postId, request.body.published),
  );
  route(app, ep.faqs, () => app.faqs.adminList());
  route(app, ep.updateFaqs, (request) => app.faqs.save(requestActor(request), request.body));
  route(app, ep.deleteBlogPost, (request) =>
    blog.remove(requestActor(request), request.params.postId),
  );
};
