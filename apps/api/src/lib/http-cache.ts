import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A response body serialized (and UTF-8 encoded) once, with its strong ETag. */
export type CachedBody<T> = { data: T; body: Buffer; etag: string };

export function toCachedBody<T>(data: T): CachedBody<T> {
  const body = Buffer.from(JSON.stringify(data));
  return { data, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** Responses differ by language, currency and token, so shared caches must key on them. */
const VARY = 'Accept-Language, X-Currency, Authorization';

export type SendOptions = {
  /** `public, max-age=60` for a visitor; `private, no-cache` once a token was used. */
  private?: boolean;
  maxAgeSeconds?: number;
  /** Any cache may keep it but must ask again on every use (`public, no-cache`; ETag → 304). */
  revalidate?: boolean;
  /** Request headers the body depends on (default: language, currency, token). */
  vary?: string;
};

/**
 * For a visitor's response that shows stock: stock is never more than 1 s behind the database
 * (docs/decisions/0027), so no cache may serve it without asking; the ETag keeps asking cheap.
 */
export const SHOWS_STOCK: SendOptions = { revalidate: true };

/**
 * For a signed-in customer's own data (cart, wishlist, coupons): no shared cache keeps it, and
 * the browser asks again every time (its ETag answers 304 when nothing changed).
 */
export const PER_CUSTOMER: SendOptions = { private: true };

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends pre-serialized JSON (Fastify sends a Buffer with a content type as it is) with
 * ETag and Cache-Control; a GET whose If-None-Match names the ETag gets an empty 304.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedBody<unknown>,
  options: SendOptions = {},
) {
  const maxAge = options.maxAgeSeconds ?? 60;
  reply.headers({
    etag: entry.etag,
    'cache-control': options.private
      ? 'private, no-cache'
      : options.revalidate
        ? 'public, no-cache'
        : `public, max-age=${maxAge}`,
    vary: options.vary ?? VARY,
  });
  if (request.method === 'GET' && matches(request.headers['if-none-match'], entry.etag)) {
    return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(entry.body);
}

/**
 * Sends a per-request body: serialized and tagged now, not cached here. The route's response
 * schema documents it; the contract's tests parse what it sends.
 */
export function sendFresh(
  request: FastifyRequest,
  reply: FastifyReply,
  data: unknown,
  options: SendOptions = {},
) {
  return sendCached(request, reply, toCachedBody(data), options);
}
