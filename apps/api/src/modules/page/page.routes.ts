import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@aurelle/contract';
import { HASHED_MEDIA_CACHE } from '../media/media-files.ts';
import { inlineStylesheets, loadPageBuild } from './page-build.ts';
import { createPageQueries, previewParam } from './first-screen-data.ts';
import { createPageHtml } from './page-html.ts';

type Encoding = 'br' | 'gzip';

/** Brotli when the client takes it, else gzip, else none (q=0 refuses). */
export function pickEncoding(header: string | string[] | undefined): Encoding | undefined {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** A fast setting: pages are compressed per request. */
function compress(body: string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body, { level: 6 });
}

/**
 * The page shell: serves the built SPA and fills its index.html for each page. Hashed assets are
 * immutable and precompressed (brotli, gzip); media under /media/; index.html, filled by
 * page-html.ts and compressed, for any other non-API path, answering 404 where the shop does
 * not have the page (the SPA shows its not-found screen there); a JSON 404 under /api. Reads the
 * web build once, at start-up (page-build.ts).
 */
export async function registerPageShell(app: FastifyInstance) {
  // The seo module gives the page its head and preview data.
  const { env, seo } = app;
  const { staticDir, mediaDir } = env;
  mkdirSync(mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    // The seed writes `.br` and `.gz` beside each SVG; a file without them (WebP) is sent as it is.
    preCompressed: true,
    // Uploaded originals are kept for new versions, never shown.
    allowedPath: (path) => !path.startsWith('/originals/'),
    // Media files are written once under a new name when they change; the pipeline's are named
    // by their content's hash (modules/media).
    setHeaders(res, path) {
      res.header(
        'cache-control',
        /[\\/]p[\\/][0-9a-f]{20}[^\\/]*$/.test(path)
          ? HASHED_MEDIA_CACHE
          : 'public, max-age=86400, stale-while-revalidate=604800',
      );
    },
  });
  const indexFile = join(staticDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: staticDir,
      preCompressed: true,
      wildcard: true,
      index: false,
      // The first paint's server render is for this process to import, not for browsers.
      allowedPath: (path) => !path.startsWith('/server/'),
      setHeaders(res, path) {
        if (path.includes('/assets/')) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'public, max-age=300');
        }
      },
    });
  }
  const template = hasBuild ? inlineStylesheets(readFileSync(indexFile, 'utf8'), staticDir) : null;
  const build = hasBuild ? await loadPageBuild(staticDir, env.BRAND_SLUG) : undefined;
  const pageQueries = createPageQueries(app, {
    apiKey: env.STOREFRONT_API_KEY,
    brand: env.BRAND_SLUG,
  });
  /** A staff preview's token in a page's address, when it is valid now. */
  const previewOf = (url: string) => {
    const token = previewParam(url);
    return app.content.draftsFor(token) ? token : undefined;
  };
  const pageHtml = createPageHtml(env, seo, build, pageQueries, previewOf);

  /**
   * index.html, filled for this request and compressed; the SPA routes on the client. A path,
   * product or category the shop does not have is a 404, so search engines drop it.
   */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, template: string) {
    const { html: body, notFound, movedTo } = await pageHtml(template, request.url, request);
    if (movedTo) {
      const query = request.url.indexOf('?');
      return reply.redirect(movedTo + (query < 0 ? '' : request.url.slice(query)), 301);
    }
    reply
      .status(notFound ? 404 : 200)
      .type('text/html; charset=utf-8')
      // A preview shows a draft: no cache keeps it.
      .header('cache-control', previewOf(request.url) ? 'private, no-store' : 'no-cache')
      .header('vary', 'Accept-Encoding, Cookie');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(body);
    return reply.header('content-encoding', encoding).send(compress(body, encoding));
  }

  if (template) app.get('/', (request, reply) => sendPage(request, reply, template));

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/') || request.method !== 'GET' || !template) {
      return reply
        .status(404)
        .send({ message: `${messages.http.notFound}: ${request.method} ${path}` });
    }
    // A missing hashed asset or file is a real 404, not the SPA.
    if (
      path.startsWith('/assets/') ||
      path.startsWith('/media/') ||
      /\.[a-z0-9]{2,5}$/i.test(path)
    ) {
      return reply.status(404).type('text/plain').send('Not Found');
    }
    return sendPage(request, reply, template);
  });
}
