import type { FastifyInstance } from 'fastify';
import type { MediaStorage } from './media-storage.ts';
import { PUBLIC_PREFIX } from './media-storage.ts';

/** A content-hashed file never changes under its name: browsers and proxies keep it a year. */
export const HASHED_MEDIA_CACHE = 'public, max-age=31536000, immutable';

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  mp4: 'video/mp4',
  webm: 'video/webm',
};
const HASHED_NAME = /^[0-9a-f]{20}(?:\.\d+w)?\.(webp|avif|jpg|mp4|webm)$/;

/**
 * With media in a bucket, the shop's `/media/p/…` URLs are answered from it, so pages, e-mails
 * and other sites link to the shop as with local files, and the bucket stays private.
 */
export function registerBucketMedia(app: FastifyInstance, storage: MediaStorage) {
  app.get<{ Params: { name: string } }>('/media/p/:name', async (request, reply) => {
    const match = HASHED_NAME.exec(request.params.name);
    const file = match ? await storage.open(PUBLIC_PREFIX + request.params.name) : null;
    if (!match || !file) return reply.status(404).type('text/plain').send('Not Found');
    reply
      .type(file.contentType ?? TYPES[match[1] ?? ''] ?? 'application/octet-stream')
      .header('cache-control', HASHED_MEDIA_CACHE);
    if (file.length !== undefined) reply.header('content-length', file.length);
    return reply.send(file.body);
  });
}
