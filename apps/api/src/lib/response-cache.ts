import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTENT_PREVIEW_HEADER } from '@aurelle/contract';
import { versionsKey, type Versions, type VersionWatch } from './cache-versions.ts';

/** How a route's answers may be kept, by this server and by browsers and proxies. */
export type Caching = {
  /**
   * A visitor's answer depends on nothing but the method, URL, body, language and currency: this
   * server keeps it and gives it again to any visitor until a counter moves.
   */
  sameForEveryVisitor?: boolean;
  /** It shows stock: no cache may give it again without asking (the ETag keeps asking cheap). */
  showsStock?: boolean;
  /** It is one customer's own (`private, no-cache`). A signed-in caller's answer always is. */
  perCustomer?: boolean;
  /** No cache, shared or the browser's, may keep it (orders, payments, accounts): no ETag. */
  neverStored?: boolean;
  /** How long a browser may keep it without asking (default 60 s). */
  maxAgeSeconds?: number;
  /** Request headers the answer depends on (default: language, currency, token). */
  vary?: string;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's `Caching`; routes without one get no cache headers and no ETag. */
    caching?: Caching;
  }
}

/** A visitor's catalogue answer that shows stock (lists, details, search, in-focus blocks). */
export const SHOWS_STOCK_TO_ANY_VISITOR: Caching = { sameForEveryVisitor: true, showsStock: true };
/** A visitor's catalogue answer with no stock in it (categories, filters, content). */
export const SAME_FOR_ANY_VISITOR: Caching = { sameForEveryVisitor: true };
/**
 * A visitor's answer the owner may change for the whole shop at once (the site's settings: cash
 * on delivery, the contact): kept in the response cache, but a browser asks again each time (a
 * 304 while it is unchanged), so a change shows on the next page.
 */
export const SAME_FOR_ANY_VISITOR_REVALIDATED: Caching = {
  sameForEveryVisitor: true,
  maxAgeSeconds: 0,
};
/** A signed-in customer's own data (cart, wishlist, coupons): the browser asks every time. */
export const PER_CUSTOMER: Caching = { perCustomer: true };
/** What no cache may keep: orders, payments, addresses, codes and sessions. */
export const NEVER_STORED: Caching = { neverStored: true };

const VARY = 'Accept-Language, X-Currency, Authorization, X-Content-Preview';
const JSON_TYPE = 'application/json; charset=utf-8';
const MAX_ENTRIES = 5000;
const MAX_AGE_MS = 60_000;

/** A cache entry: the response's bytes, its ETag and the counters it was built under. */
type CacheEntry = { body: Buffer; etag: string; versions: string; at: number };

/**
 * A staff preview of unpublished content: answered afresh, never from this cache, and kept by no
 * cache (its answer may hold a draft).
 */
const isPreview = (request: FastifyRequest) =>
  request.headers[CONTENT_PREVIEW_HEADER] !== undefined;

/** Set on a request whose response may be cached: its key and the counters when it came in. */
const TO_STORE = Symbol('response-cache.store');
/** Set on a request answered from the cache. */
const FROM_CACHE = Symbol('response-cache.hit');
type CachingRequest = FastifyRequest & {
  [TO_STORE]?: { key: string; versions: string };
  [FROM_CACHE]?: CacheEntry;
};

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * A response serialized once, with its ETag: a signed-in customer's cart or wishlist, cached
 * under their counter (lib/data-cache.ts `customers`), so a repeat is neither serialized nor
 * hashed again.
 */
export type CachedResponse = { body: Buffer; etag: string };

export function toCachedResponse(data: unknown): CachedResponse {
  const body = Buffer.from(JSON.stringify(data));
  return { body, etag: etagOf(body) };
}

/** Sends a cached response as it is; its route's `caching` still sets the headers and the 304. */
export function sendCached(reply: FastifyReply, response: CachedResponse) {
  return reply.header('etag', response.etag).type(JSON_TYPE).send(response.body);
}

/** Whether an If-None-Match header names `etag` (weak or strong, or `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function cacheControl(request: FastifyRequest, caching: Caching): string {
  if (caching.perCustomer || request.headers.authorization !== undefined)
    return 'private, no-cache';
  if (caching.showsStock) return 'public, no-cache';
  return `public, max-age=${caching.maxAgeSeconds ?? 60}`;
}

/**
 * The response cache (docs/decisions/0067): a visitor's response from a route marked
 * `sameForEveryVisitor` is cached as the bytes sent, keyed by method, URL, body, language and
 * currency, under the `catalog` and `stock` counters read when its request came in. A repeat is
 * answered from it in Fastify's own lifecycle, in `preValidation` (after the request id, the
 * security headers, the locale and the API key's check), while both counters are unchanged and
 * for at most a minute. Every answer of a route
 * with `caching` gets its Cache-Control, Vary and a strong ETag; a GET naming that ETag in
 * If-None-Match gets an empty 304.
 *
 * A request carrying a content preview's header is neither answered from the cache nor stored,
 * and its answer is `private, no-store`.
 *
 * A write on this instance (any other POST, PUT, PATCH or DELETE) marks the counters due, so this
 * instance's very next answer reads them again and shows the write; other instances see it at
 * their next read, within `recheckMs` (docs/decisions/0067).
 */
export function registerResponseCache(app: FastifyInstance, watch: VersionWatch) {
  const entries = new Map<string, CacheEntry>();

  function keyOf(request: FastifyRequest, body: string): string {
    const { lang, currency } = request.locale;
    return `${request.method} ${request.url}\n${lang}|${currency}\n${body}`;
  }

  /** Answers from the cache, or notes how to cache this request's response. */
  function lookUp(request: CachingRequest, reply: FastifyReply, versions: Versions, key: string) {
    const at = versionsKey(versions);
    const entry = entries.get(key);
    if (entry && entry.versions === at && Date.now() - entry.at <= MAX_AGE_MS) {
      request[FROM_CACHE] = entry;
      reply.header('etag', entry.etag).type(JSON_TYPE).send(entry.body);
      return true;
    }
    if (entry) entries.delete(key);
    request[TO_STORE] = { key, versions: at };
    return false;
  }

  // One lookup, once the body is parsed (the list is a POST whose filters are its body). A
  // callback hook: no promise per request unless the counters are due (decision 0019).
  app.addHook('preValidation', (request: CachingRequest, reply, done) => {
    const method = request.method;
    if (
      (method !== 'GET' && method !== 'POST') ||
      request.headers.authorization !== undefined ||
      isPreview(request) ||
      !request.routeOptions.config.caching?.sameForEveryVisitor
    )
      return done();
    const key = keyOf(request, method === 'POST' ? JSON.stringify(request.body ?? null) : '');
    const versions = watch.current();
    if (!(versions instanceof Promise)) {
      if (!lookUp(request, reply, versions, key)) done();
      return;
    }
    versions.then(
      (read) => {
        if (!lookUp(request, reply, read, key)) done();
      },
      (error: unknown) => done(error as Error),
    );
  });

  app.addHook('onSend', (request: CachingRequest, reply, payload, done) => {
    const method = request.method;
    const caching = request.routeOptions.config.caching;
    if (method !== 'GET' && method !== 'HEAD' && !caching?.sameForEveryVisitor) watch.expire();
    if (!caching) return done(null, payload);
    if (caching.neverStored || isPreview(request)) {
      reply.header('cache-control', 'private, no-store');
      return done(null, payload);
    }
    reply.header('cache-control', cacheControl(request, caching));
    reply.header('vary', caching.vary ?? VARY);
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload)))
      return done(null, payload);

    let etag = request[FROM_CACHE]?.etag ?? (reply.getHeader('etag') as string | undefined);
    if (etag === undefined) {
      const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
      etag = etagOf(body);
      reply.header('etag', etag);
      const store = request[TO_STORE];
      if (store) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(store.key, { body, etag, versions: store.versions, at: Date.now() });
      }
    }
    if (method === 'GET' && etagMatches(request.headers['if-none-match'], etag)) {
      reply.code(304).removeHeader('content-type');
      return done(null, null);
    }
    done(null, payload);
  });
}
