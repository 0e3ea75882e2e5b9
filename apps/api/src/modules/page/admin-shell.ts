import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../../lib/html.ts';

/**
 * The back office's app at /admin: its hashed assets as files (precompressed, kept a year), and
 * its index.html for every other path under /admin, where its router takes over. Never indexed.
 */
export async function registerAdminShell(
  app: FastifyInstance,
  { dir, brandName }: { dir: string; brandName: string },
) {
  const indexFile = join(dir, 'index.html');
  // The shop's name for the screens before sign-in (the app reads it from this tag).
  const index = existsSync(indexFile)
    ? readFileSync(indexFile, 'utf8').replace(
        '</head>',
        `<meta name="brand" content="${escapeHtml(brandName)}"></head>`,
      )
    : null;
  const sendIndex = (reply: FastifyReply) => {
    reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-cache');
    if (!index)
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The back office is not built: run npm start.');
    return reply.type('text/html; charset=utf-8').send(index);
  };
  if (index)
    await app.register(fastifyStatic, {
      root: dir,
      prefix: '/admin/',
      // One route per built file, so the app's own paths fall through to index.html below.
      wildcard: false,
      index: false,
      // Source maps are the back office's source: never served, even from a build that has them.
      globIgnore: ['**/*.map', '**/*.map.*'],
      preCompressed: true,
      decorateReply: false,
      setHeaders(res, path) {
        res.header('x-robots-tag', 'noindex, nofollow');
        res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  app.get('/admin', (_request, reply) => sendIndex(reply));
  app.get('/admin/*', (request, reply) => {
    // A missing asset is a real 404, not the app.
    if (/\.[a-z0-9]{2,5}$/i.test(request.url.split('?')[0] ?? ''))
      return reply.status(404).type('text/plain').send('Not Found');
    return sendIndex(reply);
  });
}
