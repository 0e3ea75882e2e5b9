import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { computeSecurityHeaders, registerSecurityHeaders } from './security-headers.ts';

describe('computeSecurityHeaders', () => {
  it('gives the headers helmet sets, with our content security policy', () => {
    const headers = computeSecurityHeaders({
      contentSecurityPolicy: {
        directives: { defaultSrc: ["'self'"], frameSrc: ['https://player.vimeo.com'] },
      },
      hsts: false,
    });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain('frame-src https://player.vimeo.com');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS when asked (production)', () => {
    expect(computeSecurityHeaders({ hsts: true })['strict-transport-security']).toMatch(/max-age=/);
  });
});

describe('registerSecurityHeaders', () => {
  async function headersOf(url: string) {
    const app = Fastify();
    registerSecurityHeaders(app, {
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } },
    });
    app.get('/*', (_request, reply) => reply.send('ok'));
    const res = await app.inject({ method: 'GET', url });
    await app.close();
    return res.headers;
  }

  it.each([
    '/',
    '/shop/rings',
    '/api/docs/',
    '/api/payment/sandbox/checkout.js',
    '/media/banners/hero.svg',
    '/favicon.svg',
    '/assets/logo-1a2b3c4d.svg',
  ])('sends a page’s full set with %s, which a browser can show as a page', async (url) => {
    const headers = await headersOf(url);
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['/api/category/show', '/api/aurelle/products?page=1', '/api/customer/cart'])(
    'sends a JSON answer of the API (%s) a policy that lets it load and frame nothing',
    async (url) => {
      const headers = await headersOf(url);
      expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(headers['x-frame-options']).toBeUndefined();
    },
  );

  it.each([
    '/assets/app-1a2b3c4d.js',
    '/assets/manrope-1a2b3c4d.woff2',
    '/locales/fr.json',
    '/admin/assets/index-1a2b3c4d.js',
    '/admin/assets/index-1a2b3c4d.css',
  ])('sends only what a script, font or string file uses with %s', async (url) => {
    const headers = await headersOf(url);
    expect(headers['content-security-policy']).toBeUndefined();
    expect(headers['x-frame-options']).toBeUndefined();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
