import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Endpoint } from '@aurelle/contract';
import * as z from 'zod/mini';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchEndpoint } from './endpoint.ts';
import { envelopeOf, fieldErrorsOf, worded } from './errors.ts';
import { addressOf, answerOf, ApiError, fetchApi, type FetchOptions } from './index.ts';

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };

/** A real HTTP server on 127.0.0.1: each test says how it answers, and sees what was sent. */
const seen: Seen[] = [];
let answer: (response: ServerResponse) => void = (response) => response.end();
const server = createServer((request, response) => {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk: string) => (body += chunk));
  request.on('end', () => {
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body,
    });
    answer(response);
  });
});

/** Calls go to `/api` on the page's origin: here, the test server's. */
async function listen(on: typeof server) {
  await new Promise<void>((resolve) => on.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(on.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  vi.stubGlobal('location', new URL(await listen(server)));
});
afterAll(async () => {
  vi.unstubAllGlobals();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
});

function answerWith(status: number, body: string, type = 'application/json') {
  answer = (response) => {
    response.writeHead(status, { 'content-type': type });
    response.end(body);
  };
}

/** What a GET of `path` rejects with. */
function failure(path: string, options: FetchOptions = {}): Promise<unknown> {
  return fetchApi({ method: 'GET', path }, options).then(
    () => expect.unreachable(),
    (error: unknown) => error,
  );
}

const WORDS = {
  network: 'Cannot reach the server',
  status: (status: number) => `The server answered ${status}`,
  badAnswer: 'Not understood',
};

describe('fetchApi: what a caller sends', () => {
  it('sends the query without its undefined values, the body as JSON and the caller’s headers', async () => {
    answerWith(200, '{"ok":true}');
    const answered = await fetchApi(
      {
        method: 'POST',
        path: '/orders/7/notes',
        query: { page: 2, search: 'gold & silver', sort: undefined, open: false },
        body: { note: 'Call first' },
      },
      { headers: { 'X-Admin-Request': '1' } },
    );
    expect(answered).toEqual({ ok: true });
    expect(seen).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/orders/7/notes?page=2&search=gold+%26+silver&open=false',
        body: '{"note":"Call first"}',
      }),
    ]);
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(seen[0]?.headers['x-admin-request']).toBe('1');
  });

  it('leaves a path as it is, and sends no body or type without one', async () => {
    answerWith(200, '[]');
    await fetchApi({ method: 'GET', path: '/shop/a:b' });
    expect(seen[0]?.url).toBe('/api/shop/a:b');
    expect(seen[0]?.body).toBe('');
    expect(seen[0]?.headers['content-type']).toBeUndefined();
  });

  it('sends a raw body as it is, with its own type', async () => {
    answerWith(200, '{}');
    await fetchApi(
      { method: 'POST', path: '/products/imports', body: 'sku,name\nA1,Ring' },
      { bodyType: 'text/csv' },
    );
    expect(seen[0]?.body).toBe('sku,name\nA1,Ring');
    expect(seen[0]?.headers['content-type']).toBe('text/csv');
  });

  it('writes the same address a link would follow', () => {
    expect(
      addressOf({
        method: 'GET',
        path: '/orders/export',
        query: { from: '2026-01-01', to: undefined },
      }),
    ).toBe('/orders/export?from=2026-01-01');
  });
});

describe('fetchApi: how a call fails', () => {
  it('fails an error status with the API’s envelope: its message and field errors', async () => {
    answerWith(409, JSON.stringify({ message: 'Out of stock', errors: { quantity: 'Too many' } }));
    const error = await failure('/cart');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 409, message: 'http 409' });
    expect(envelopeOf(error)).toEqual({
      message: 'Out of stock',
      errors: { quantity: 'Too many' },
    });
    expect(fieldErrorsOf(error)).toEqual({ quantity: 'Too many' });
    expect(worded(error, WORDS)).toMatchObject({ status: 409, message: 'Out of stock' });
  });

  it('fails an error status without an envelope with the app’s words', async () => {
    answerWith(500, JSON.stringify({ message: 42 }));
    const odd = await failure('/odd');
    expect(odd).toMatchObject({ kind: 'http', status: 500 });
    expect(envelopeOf(odd)).toBeUndefined();
    expect(fieldErrorsOf(odd)).toEqual({});
    expect(worded(odd, WORDS)).toMatchObject({ message: 'The server answered 500' });
  });

  it('fails an error page that is not JSON as a parsing error that keeps its status', async () => {
    answerWith(502, '<html>Bad gateway</html>', 'text/html');
    const error = await failure('/proxy');
    expect(error).toMatchObject({ kind: 'parsing', status: 502, data: '<html>Bad gateway</html>' });
    expect(envelopeOf(error)).toBeUndefined();
    expect(worded(error, WORDS)).toMatchObject({ message: 'The server answered 502' });
  });

  it('fails a successful answer that is not JSON', async () => {
    answerWith(200, '<html>');
    const error = await failure('/html');
    expect(error).toMatchObject({ kind: 'parsing', status: 200 });
    expect(worded(error, WORDS)).toMatchObject({ message: 'Not understood' });
  });

  it('fails without an answer as a fetch error, and past its time as a timeout', async () => {
    const closed = createServer();
    const origin = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    vi.stubGlobal('location', new URL(origin));
    const down = await failure('/down');
    vi.stubGlobal(
      'location',
      new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
    expect(down).toMatchObject({ kind: 'fetch', status: 0 });
    expect(worded(down, WORDS)).toMatchObject({ message: 'Cannot reach the server' });

    answer = (response) => setTimeout(() => response.end('{}'), 500);
    const late = await failure('/slow', { timeoutMs: 50 });
    expect(late).toMatchObject({ kind: 'timeout', status: 0 });
    expect(worded(late, { ...WORDS, timeout: 'Too slow' })).toMatchObject({ message: 'Too slow' });
  });

  it('rejects with the abort itself when the caller gives up', async () => {
    answer = (response) => setTimeout(() => response.end('{}'), 500);
    const caller = new AbortController();
    const call = failure('/slow', { signal: caller.signal, timeoutMs: 5_000 });
    setTimeout(() => caller.abort(), 20);
    const error = await call;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('fetchApi: what a caller gets', () => {
  it('answers an empty body as null, and what its own reader reads', async () => {
    answerWith(200, '');
    expect(await fetchApi({ method: 'DELETE', path: '/cart' })).toBeNull();
    answerWith(200, '%PDF-1.7', 'application/pdf');
    const file = await fetchApi<Blob>(
      { method: 'GET', path: '/invoice' },
      { read: (response) => response.blob() },
    );
    expect(await file.text()).toBe('%PDF-1.7');
  });

  it('reads an answer’s status and text the same way from any transport', () => {
    expect(answerOf(201, '{"id":"p-1"}')).toEqual({ id: 'p-1' });
    expect(() => answerOf(404, '{"message":"No such order"}')).toThrow(
      expect.objectContaining({ kind: 'http', status: 404 }),
    );
  });
});

describe('fetchEndpoint: a call of one of the contract’s endpoints', () => {
  const endpoint = {
    operationId: 'getPieces',
    summary: 'A product’s pieces',
    method: 'GET',
    path: '/admin/products/:id/pieces',
    params: z.object({ id: z.string() }),
    query: z.object({ status: z.optional(z.string()) }),
    response: z.object({ items: z.array(z.string()), total: z._default(z.number(), 0) }),
    tag: 'admin: products',
    access: 'staff',
    permission: 'catalog:read',
    responseName: 'PieceList',
    responseDescription: 'The pieces',
  } as const satisfies Endpoint;

  it('fills and encodes the path, and answers what the schema gives back', async () => {
    answerWith(200, '{"items":["P-1"]}');
    const pieces = await fetchEndpoint(endpoint, {
      params: { id: 'ring 1/2' },
      query: { status: 'in stock' },
    });
    expect(pieces).toEqual({ items: ['P-1'], total: 0 });
    expect(seen[0]?.url).toBe('/api/admin/products/ring%201%2F2/pieces?status=in+stock');
  });

  it('fails an answer the schema refuses as a parsing error of its status', async () => {
    answerWith(201, '{"items":"none"}');
    const error = await fetchEndpoint(endpoint, { params: { id: 'p' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'parsing', status: 201, data: { items: 'none' } });
    expect(worded(error, WORDS)).toMatchObject({ message: 'Not understood' });
  });
});
