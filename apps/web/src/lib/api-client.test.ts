import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../testing/mocks/server.ts';
import { apiFetch } from './api-client.ts';
import { errorFields, errorKind, errorMessage, errorStatus } from './api-error.ts';
import { getToken, setToken } from './session.ts';

function captureHeaders() {
  const seen: Headers[] = [];
  server.use(
    http.all('*/api/probe', ({ request }) => {
      seen.push(request.headers);
      return HttpResponse.json({ ok: true });
    }),
  );
  return seen;
}

/** The error a call throws. */
const failure = (path: string) =>
  apiFetch({ method: 'GET', path }).then(
    () => expect.unreachable(),
    (error: unknown) => error,
  );

describe('apiFetch: every call to the API (spec §6, §7, §8)', () => {
  it('sends the key, language, currency and bearer token', async () => {
    const seen = captureHeaders();
    Cookies.set('selectedCurrency', '{"code":"EUR","symbol":"€"}');
    Cookies.set('selectedLanguage', '{"code":"fr"}');
    setToken('secret-token');
    expect(await apiFetch({ method: 'GET', path: '/probe' })).toEqual({ ok: true });
    const headers = seen[0];
    expect(headers?.get('x-api-key')).toBe('aurelle-demo-storefront-key');
    expect(headers?.get('accept-language')).toBe('fr');
    expect(headers?.get('x-currency')).toBe('EUR');
    expect(headers?.get('authorization')).toBe('Bearer secret-token');
  });

  it('carries a staff preview’s token from the page’s address, and none without one', async () => {
    const seen = captureHeaders();
    window.history.replaceState(null, '', '/?preview=1790000000000.signed');
    await apiFetch({ method: 'GET', path: '/probe' });
    window.history.replaceState(null, '', '/');
    await apiFetch({ method: 'GET', path: '/probe' });
    expect(seen[0]?.get('x-content-preview')).toBe('1790000000000.signed');
    expect(seen[1]?.has('x-content-preview')).toBe(false);
  });

  it('defaults to English and INR, and leaves the token off anonymous calls', async () => {
    const seen = captureHeaders();
    setToken('secret-token');
    await apiFetch({ method: 'GET', path: '/probe', anonymous: true });
    expect(seen[0]?.get('accept-language')).toBe('en');
    expect(seen[0]?.get('x-currency')).toBe('INR');
    expect(seen[0]?.has('authorization')).toBe(false);
  });

  it('sends the query without its undefined values and the body as JSON', async () => {
    const sent: { url: string; body: unknown; type: string | null }[] = [];
    server.use(
      http.post('*/api/probe', async ({ request }) => {
        sent.push({
          url: request.url.replace(/^.*\/api/, ''),
          body: await request.json(),
          type: request.headers.get('content-type'),
        });
        return HttpResponse.json({});
      }),
    );
    await apiFetch({
      method: 'POST',
      path: '/probe',
      query: { page: 2, sort: undefined },
      body: { metal: ['gold'] },
    });
    expect(sent).toEqual([
      { url: '/probe?page=2', body: { metal: ['gold'] }, type: 'application/json' },
    ]);
  });

  it('fails an HTTP error with its status, the server message and field errors', async () => {
    server.use(
      http.get('*/api/fail', () =>
        HttpResponse.json(
          { message: 'Out of stock', errors: { quantity: 'Too many' } },
          { status: 409 },
        ),
      ),
    );
    const error = await failure('/fail');
    expect(errorKind(error)).toBe('http');
    expect(errorStatus(error)).toBe(409);
    expect(errorMessage(error, 'fallback')).toBe('Out of stock');
    expect(errorFields(error)).toEqual({ quantity: 'Too many' });
  });

  it('shows the fallback for a failure answered by something in front of the API', async () => {
    server.use(
      http.get('*/api/proxy', () => new HttpResponse('Bad gateway', { status: 502 })),
      http.get('*/api/odd', () => HttpResponse.json({ message: 42 }, { status: 500 })),
    );
    expect(errorMessage(await failure('/proxy'), 'fallback')).toBe('fallback');
    expect(errorMessage(await failure('/odd'), 'fallback')).toBe('fallback');
  });

  it('fails a network failure as a fetch error, and a body that is not JSON as a parsing error', async () => {
    server.use(
      http.get('*/api/down', () => HttpResponse.error()),
      http.get(
        '*/api/html',
        () => new HttpResponse('<html>', { headers: { 'content-type': 'application/json' } }),
      ),
    );
    const down = await failure('/down');
    expect(errorKind(down)).toBe('fetch');
    expect(errorMessage(down, 'fallback')).toBe('fallback');
    expect(errorKind(await failure('/html'))).toBe('parsing');
  });

  it('clears the stored token when the server answers 401 to it, and only then', async () => {
    server.use(
      http.get('*/api/denied', () =>
        HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }),
      ),
      http.get('*/api/missing', () => HttpResponse.json({ message: 'Nope' }, { status: 404 })),
    );
    setToken('dead-token');
    await failure('/missing');
    expect(getToken()).toBe('dead-token');
    await failure('/denied');
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('keeps a newer token when an older one is refused', async () => {
    let release = () => {};
    server.use(
      http.get('*/api/slow-denied', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
      }),
    );
    setToken('old-token');
    const call = failure('/slow-denied');
    await new Promise((resolve) => setTimeout(resolve, 10));
    setToken('new-token');
    release();
    await call;
    expect(getToken()).toBe('new-token');
  });
});
