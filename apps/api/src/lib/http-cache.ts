import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches, keepAtTheDoor } from './front-door.ts';

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
  /**
   * The answer depends on nothing but the method, URL, body, language and currency (a visitor's
   * catalogue answer): the front door may give it again to any visitor (docs/decisions/0045).
   */
  sameForEveryVisitor?: boolean;
};

/**
 * For a visitor's response that shows stock: stock is never more than 1 s behind the database
 * (docs/decisions/0027), so no cache may serve it without asking; the ETag keeps asking cheap.
 */
export const SHOWS_STOCK: SendOptions = { revalidate: true };

/** A visitor's catalogue answer that shows stock: `SHOWS_STOCK`, and kept at the front door. */
export const SHOWS_STOCK_TO_ANY_VISITOR: SendOptions = {
  revalidate: true,
  sameForEveryVisitor: true,
};

/** A visitor's catalogue answer with no stock in it, kept at the front door. */
export const SAME_FOR_ANY_VISITOR: SendOptions = { sameForEveryVisitor: true };

/**
 * For a signed-in customer's own data (cart, wishlist, coupons): no shared cache keeps it, and
 * the browser asks again every time (its ETag answers 304 when nothing changed).
 */
export const PER_CUSTOMER: SendOptions = { private: true };

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
  const headers = {
    etag: entry.etag,
    'cache-control': options.private
      ? 'private, no-cache'
      : options.revalidate
        ? 'public, no-cache'
        : `public, max-age=${maxAge}`,
    vary: options.vary ?? VARY,
  };
  reply.headers(headers);
  if (options.sameForEveryVisitor && !options.private)
    keepAtTheDoor(request, { body: entry.body, etag: entry.etag, headers });
  if (request.method === 'GET' && etagMatches(request.headers['if-none-match'], entry.etag)) {
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
