import type { FastifyPluginAsync } from 'fastify';

/** /sitemap.xml and /robots.txt at the site root, for crawlers. */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const service = app.seo;
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await service.sitemap()),
  );
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(service.robots()),
  );
};
