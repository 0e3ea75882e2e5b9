import type { FastifyPluginAsync } from 'fastify';
import { adminEndpoints as ep, pageEndpoints } from '@aurelle/contract';
import { SAME_FOR_ANY_VISITOR_REVALIDATED } from '../../lib/response-cache.ts';
import { route } from '../../lib/route.ts';
import { requestActor } from '../staff/admin-scope.ts';

/** GET /pages/:slug: a page as the shop shows it; a browser asks again, so a save shows at once. */
export const pageRoutes: FastifyPluginAsync = async (app) => {
  const { pages } = app;
  route(app, pageEndpoints.page, (request) => pages.page(request.params.slug, request.locale), {
    caching: SAME_FOR_ANY_VISITOR_REVALIDATED,
  });
};

/** The informational pages in the back office (content). */
export const pageAdminRoutes: FastifyPluginAsync = async (app) => {
  const { pages } = app;
  route(app, ep.pages, () => pages.list());
  route(app, ep.page, (request) => pages.adminPage(request.params.slug));
  route(app, ep.updatePage, (request) =>
    pages.save(requestActor(request), request.params.slug, request.body),
  );
};
