import { configureStore } from '@reduxjs/toolkit';
import { http, HttpResponse, delay } from 'msw';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { server } from '../testing/mocks/server.ts';
import { api } from './api.ts';
import { errorKind, errorMessage } from './api-error.ts';
import { getToken, setToken } from './session.ts';

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    probePrivate: build.query<unknown, string>({ query: (path) => path }),
    probePublic: build.query<unknown, string>({
      query: (path) => path,
      extraOptions: { anonymous: true },
    }),
    probeTyped: build.query<{ ok: boolean }, string>({
      query: (path) => path,
      responseSchema: z.object({ ok: z.boolean() }),
    }),
  }),
});

function makeStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (d) => d().concat(api.middleware),
  });
}

function captureHeaders() {
  const seen: Headers[] = [];
  server.use(
    http.get('*/api/probe', ({ request }) => {
      seen.push(request.headers);
      return HttpResponse.json({ ok: true });
    }),
  );
  return seen;
}

describe('API base query (spec §6, §7, §8)', () => {
  it('sends the key, language, currency and bearer token', async () => {
    const seen = captureHeaders();
    Cookies.set('selectedCurrency', '{"code":"EUR","symbol":"€"}');
    Cookies.set('selectedLanguage', '{"code":"fr"}');
    setToken('secret-token');
    await makeStore().dispatch(probe.endpoints.probePrivate.initiate('/probe'));
    const headers = seen[0];
    expect(headers?.get('x-api-key')).toBe('aurelle-demo-storefront-key');
    expect(headers?.get('accept-language')).toBe('fr');
    expect(headers?.get('x-currency')).toBe('EUR');
    expect(headers?.get('authorization')).toBe('Bearer secret-token');
  });

  it('defaults to English and INR, and leaves the token off anonymous calls', async () => {
    const seen = captureHeaders();
    setToken('secret-token');
    await makeStore().dispatch(probe.endpoints.probePublic.initiate('/probe'));
    expect(seen[0]?.get('accept-language')).toBe('en');
    expect(seen[0]?.get('x-currency')).toBe('INR');
    expect(seen[0]?.has('authorization')).toBe(false);
  });

  it('maps an HTTP failure to its status and the server message', async () => {
    server.use(
      http.get('*/api/fail', () => HttpResponse.json({ message: 'Out of stock' }, { status: 409 })),
    );
    const result = await makeStore().dispatch(probe.endpoints.probePrivate.initiate('/fail'));
    expect(errorKind(result.error)).toBe('http');
    expect(errorMessage(result.error, 'fallback')).toBe('Out of stock');
  });

  it('shows the fallback for a failure answered by something in front of the API', async () => {
    server.use(
      http.get('*/api/proxy', () => new HttpResponse('Bad gateway', { status: 502 })),
      http.get('*/api/odd', () => HttpResponse.json({ message: 42 }, { status: 500 })),
    );
    const store = makeStore();
    const proxy = await store.dispatch(probe.endpoints.probePrivate.initiate('/proxy'));
    const odd = await store.dispatch(probe.endpoints.probePrivate.initiate('/odd'));
    expect(errorMessage(proxy.error, 'fallback')).toBe('fallback');
    expect(errorMessage(odd.error, 'fallback')).toBe('fallback');
  });

  it('maps a network failure to a fetch error', async () => {
    server.use(http.get('*/api/down', () => HttpResponse.error()));
    const result = await makeStore().dispatch(probe.endpoints.probePrivate.initiate('/down'));
    expect(errorKind(result.error)).toBe('fetch');
    expect(errorMessage(result.error, 'fallback')).toBe('fallback');
  });

  it('maps a body that is not JSON, or not the contract shape, to a parsing error', async () => {
    server.use(
      http.get(
        '*/api/html',
        () => new HttpResponse('<html>', { headers: { 'content-type': 'application/json' } }),
      ),
      http.get('*/api/shape', async () => {
        await delay(1);
        return HttpResponse.json({ ok: 'yes' });
      }),
    );
    const store = makeStore();
    const html = await store.dispatch(probe.endpoints.probePrivate.initiate('/html'));
    const shape = await store.dispatch(probe.endpoints.probeTyped.initiate('/shape'));
    expect(errorKind(html.error)).toBe('parsing');
    expect(errorKind(shape.error)).toBe('parsing');
  });

  it('clears the stored token when the server answers 401 to it, and only then', async () => {
    server.use(
      http.get('*/api/denied', () =>
        HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }),
      ),
      http.get('*/api/missing', () => HttpResponse.json({ message: 'Nope' }, { status: 404 })),
    );
    setToken('dead-token');
    await makeStore().dispatch(probe.endpoints.probePrivate.initiate('/missing'));
    expect(getToken()).toBe('dead-token');
    await makeStore().dispatch(probe.endpoints.probePrivate.initiate('/denied'));
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});
