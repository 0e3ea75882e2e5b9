import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../lib/locale.ts';
import { registerRequestContext } from './request-context.ts';

const app = Fastify();
const seen: Locale[] = [];

beforeAll(async () => {
  registerRequestContext(app);
  app.addHook('preHandler', async (request) => {
    seen.push(request.locale);
  });
  app.get('/view', async (request) => {
    seen.push(request.locale);
    return request.locale;
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

async function viewFor(headers: Record<string, string>) {
  const res = await app.inject({ method: 'GET', url: '/view', headers });
  expect(res.statusCode).toBe(200);
  return res.json<Locale>();
}

describe('request.locale', () => {
  it('takes the language from Accept-Language and the currency from X-Currency', async () => {
    expect(await viewFor({ 'accept-language': 'fr-FR,fr;q=0.9', 'x-currency': 'eur' })).toEqual({
      lang: 'fr',
      currency: 'EUR',
    });
    expect(await viewFor({ 'accept-language': 'de, en;q=0.5', 'x-currency': ' AED ' })).toEqual({
      lang: 'en',
      currency: 'AED',
    });
  });

  it('falls back to English and INR for missing or unknown values, never an error', async () => {
    expect(await viewFor({})).toEqual({ lang: 'en', currency: 'INR' });
    expect(await viewFor({ 'accept-language': 'xx', 'x-currency': 'GBP' })).toEqual({
      lang: 'en',
      currency: 'INR',
    });
  });

  it('is one value for the whole request: every hook and the handler see the same object', async () => {
    seen.length = 0;
    await viewFor({ 'x-currency': 'USD' });
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
  });
});
