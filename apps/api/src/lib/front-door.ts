import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { RequestLine } from '../config/logger.ts';
import { localeOf } from './locale.ts';
import type { VersionWatch, Versions } from './cache-versions.ts';

/**
 * The front door (docs/decisions/0045): a visitor asking again for a catalogue answer this
 * instance already keeps (the same method, URL, body, language and currency) is answered by the
 * HTTP server's request listener with the kept bytes and headers, without Fastify's routing,
 * hooks, body parsing and reply. Everything else, and every answer the door is not sure of, goes
 * to Fastify as if the door were not there.
 *
 * An answer is kept only when a route says it is the same for every visitor (`sendCached` with
 * `sameForEveryVisitor`), under the `catalog` and `stock` versions read when its request came
 * in: it is given again only while both are unchanged and for at most a minute, as the caches it
 * came from keep it (docs/decisions/0002, 0027).
 */

type Kept = {
  body: Buffer;
  etag: string;
  /** The header lines of a 200 and of a 304, as name, value, …; the request id's value first. */
  head: readonly string[];
  head304: readonly string[];
  versions: string;
  at: number;
};

/** What a route gives the door to keep: the body and the headers it was sent with. */
export type KeepableAnswer = { body: Buffer; etag: string; headers: Record<string, string> };

type DoorRequest = IncomingMessage & {
  /** Set by the door on a request whose answer it may keep. */
  [KEEP]?: (answer: KeepableAnswer) => void;
  /** A body the door read and found nothing for: Fastify reads it from here. */
  [BODY]?: Buffer;
};

const KEEP = Symbol('front-door.keep');
const BODY = Symbol('front-door.body');

/** Kept answers per instance: their bytes are mostly shared with the caches' own copy. */
const MAX_KEPT = 2000;
const MAX_AGE_MS = 60_000;
/** The largest request body the door reads (a list's filters are a few hundred bytes). */
const MAX_BODY = 8 * 1024;

export type FrontDoorOptions = {
  /** Writes a request's one line, as Fastify's request log writes it (config/logger.ts). */
  logRequest: (line: RequestLine) => void;
  watch: VersionWatch;
  /** The storefront key every kept call needs (X-Api-Key). */
  hasApiKey: (given: string | undefined) => boolean;
  /** The headers every API JSON answer carries (the security set). */
  headers: Readonly<Record<string, string>>;
  now?: () => number;
};

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const versionsKey = (v: Versions) => `${v.catalog}.${v.stock}`;

/** Whether an If-None-Match header names `etag` (weak or strong, or `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export function createFrontDoor() {
  const kept = new Map<string, Kept>();
  /** Paths of POST calls with a kept answer: only their bodies are worth reading here. */
  const postPaths = new Set<string>();
  let options: FrontDoorOptions | undefined;
  let open = true;
  let answered = 0;

  function keyOf(req: IncomingMessage, body: string): string {
    const view = localeOf(req.headers);
    return `${req.method} ${req.url}\n${view.lang}|${view.currency}\n${body}`;
  }

  /** Answers from `entry`, with the headers Fastify would send and its one log line. */
  function answer(req: IncomingMessage, res: ServerResponse, entry: Kept, started: number) {
    const o = options as FrontDoorOptions;
    const given = req.headers['x-request-id'];
    const reqId = typeof given === 'string' && given ? given : randomUUID();
    const notModified =
      req.method === 'GET' && etagMatches(req.headers['if-none-match'], entry.etag);
    const head = (notModified ? entry.head304 : entry.head).slice();
    head[1] = reqId;
    answered++;
    res.writeHead(notModified ? 304 : 200, head);
    if (notModified) res.end();
    else res.end(entry.body);
    o.logRequest({
      reqId,
      method: req.method as string,
      url: req.url as string,
      statusCode: res.statusCode,
      responseTime: Math.round((performance.now() - started) * 10) / 10,
    });
  }

  /** The kept answer for this request, if it is still good. */
  function find(key: string, versions: string, now: number): Kept | undefined {
    const entry = kept.get(key);
    if (!entry) return undefined;
    if (entry.versions !== versions || now - entry.at > MAX_AGE_MS) {
      kept.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Lets a route keep this request's answer under `key`, if it says it may. */
  function offerKeep(req: DoorRequest, key: string, versions: string) {
    req[KEEP] = ({ body, etag, headers }) => {
      const o = options as FrontDoorOptions;
      const lines = (set: Record<string, string>) => Object.entries(set).flat();
      const head304 = ['x-request-id', '', ...lines({ ...o.headers, ...headers })];
      const head = [
        ...head304,
        ...lines({
          'content-type': 'application/json; charset=utf-8',
          'content-length': String(body.length),
        }),
      ];
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
      kept.set(key, { body, etag, head, head304, versions, at: (o.now ?? Date.now)() });
    };
  }

  function listener(fastify: Handler): Handler {
    return (req: DoorRequest, res) => {
      const o = options;
      const method = req.method;
      if (
        !o ||
        !open ||
        (method !== 'GET' && method !== 'POST') ||
        req.headers.authorization !== undefined ||
        !o.hasApiKey(req.headers['x-api-key'] as string | undefined)
      )
        return fastify(req, res);
      const started = performance.now();
      // The versions, read again when they are half a second old (one read for every caller).
      const versions = o.watch.current();
      if (versions instanceof Promise)
        return void versions.then(
          (read) => enter(req, res, fastify, o, versionsKey(read), started),
          () => fastify(req, res),
        );
      enter(req, res, fastify, o, versionsKey(versions), started);
    };
  }

  /** A visitor's GET or POST with the storefront key, the versions known. */
  function enter(
    req: DoorRequest,
    res: ServerResponse,
    fastify: Handler,
    o: FrontDoorOptions,
    versions: string,
    started: number,
  ) {
    if (req.method === 'GET') {
      const key = keyOf(req, '');
      const entry = find(key, versions, (o.now ?? Date.now)());
      if (entry) return answer(req, res, entry, started);
      offerKeep(req, key, versions);
      return fastify(req, res);
    }

    // A POST's body is part of its key. Until a route has kept an answer for this path, the
    // door only learns that it may; then it reads small JSON bodies of the path (a list's
    // filters are a few hundred bytes), and Fastify gets the body back on a miss.
    const path = (req.url ?? '/').split('?', 1)[0] as string;
    if (!postPaths.has(path)) {
      req[KEEP] = () => postPaths.add(path);
      return fastify(req, res);
    }
    const length = Number(req.headers['content-length']);
    const type = req.headers['content-type'];
    if (!(length >= 0 && length <= MAX_BODY) || !type?.startsWith('application/json'))
      return fastify(req, res);
    const chunks: Buffer[] = [];
    let size = 0;
    const arrived = () => {
      const body = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
      req[BODY] = body;
      const key = keyOf(req, body.toString('utf8'));
      const entry = find(key, versions, (o.now ?? Date.now)());
      if (entry) return answer(req, res, entry, started);
      offerKeep(req, key, versions);
      fastify(req, res);
    };
    if (length === 0) return arrived();
    // The body nearly always comes in the headers' packet: the HTTP parser hands it to the request
    // as soon as this listener returns, so it is read in a microtask, without putting the stream
    // in flowing mode. A body still on its way is waited for; answered as soon as the declared
    // length is in, without waiting for the stream's end.
    const read = () => {
      for (let chunk: Buffer | null; (chunk = req.read() as Buffer | null) !== null;) {
        chunks.push(chunk);
        size += chunk.length;
      }
      if (size >= length) return arrived();
      req.once('readable', read);
    };
    queueMicrotask(read);
  }

  return {
    /** The HTTP server's request listener, with Fastify's handler behind it. */
    listener,
    /** Starts answering (until then every request goes to Fastify). */
    open(opts: FrontDoorOptions) {
      options = opts;
      open = true;
    },
    /** Steps aside for good: a closing server's answers are Fastify's (503s). */
    close() {
      open = false;
      kept.clear();
    },
    /** Answers kept now. */
    get size() {
      return kept.size;
    },
    /** Requests the door answered itself since the start. */
    get answered() {
      return answered;
    },
  };
}

export type FrontDoor = ReturnType<typeof createFrontDoor>;

/**
 * For a POST whose body the door read: gives Fastify that body to parse (a `preParsing` hook),
 * since the request stream has already ended.
 */
export function bodyReadAtTheDoor(request: FastifyRequest): Readable | undefined {
  const body = (request.raw as DoorRequest)[BODY];
  return body === undefined ? undefined : Readable.from([body]);
}

/** Keeps this answer at the door, if its request came through the door as a visitor's. */
export function keepAtTheDoor(request: FastifyRequest, answer: KeepableAnswer) {
  (request.raw as DoorRequest)[KEEP]?.(answer);
}
