import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, PRODUCTION_ENV } from './build-test-app.ts';
import { tempDirs, webBuildDir } from './temp-dirs.ts';

/**
 * The headers every kind of answer carries, on the assembled app: a page, a JSON call, an error,
 * and in production the same behind TLS.
 */
const staticDirs = tempDirs('aurelle-headers-');
const production = { ...PRODUCTION_ENV, TRUST_PROXY: '1' };

let dev: TestApp;
let prod: TestApp;
beforeAll(async () => {
  const staticDir = webBuildDir(staticDirs);
  dev = await buildTestApp({ STATIC_DIR: staticDir });
  prod = await buildTestApp({ ...production, STATIC_DIR: staticDir });
});
afterAll(async () => {
  await prod?.close();
  await dev?.close();
});

/** The CSP's directives by name. */
function directives(csp: string | undefined): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name ?? '', values]),
  );
}

const requests = (t: TestApp) => ({
  page: () => t.app.inject({ method: 'GET', url: '/' }),
  json: () => t.get('/api/category/show'),
  error: () => t.get('/api/customer/profile'),
});

describe('response headers', () => {
  it('give a page a CSP that runs no inline script, nosniff and a referrer policy', async () => {
    const res = await requests(dev).page();
    expect(res.statusCode).toBe(200);
    const csp = directives(res.headers['content-security-policy'] as string);
    const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('give the back office its own policy: scripts from itself only, framed by no page', async () => {
    for (const t of [dev, prod])
      for (const url of ['/admin', '/admin/', '/admin/orders/123', '/admin/metal-rates?x=1']) {
        const res = await t.app.inject({ method: 'GET', url });
        const csp = directives(res.headers['content-security-policy'] as string);
        expect(csp.get('script-src'), url).toEqual(["'self'"]);
        expect(csp.get('default-src'), url).toEqual(["'self'"]);
        expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
        expect(csp.get('connect-src'), url).toEqual(["'self'"]);
        expect(csp.get('object-src'), url).toEqual(["'none'"]);
        expect(res.headers['content-security-policy'], url).not.toMatch(/razorpay|vimeo/);
        expect(res.headers['x-frame-options'], url).toBe('DENY');
        expect(res.headers['referrer-policy'], url).toBe('same-origin');
      }
    // The shop keeps its own: its payment and video providers, framed only by itself.
    const shop = directives(
      (await requests(dev).page()).headers['content-security-policy'] as string,
    );
    expect(shop.get('script-src')).toContain('https://checkout.razorpay.com');
    expect(shop.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('let no back-office call be framed or load anything, answered or refused', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/admin/session' },
      { method: 'GET' as const, url: '/api/admin/orders' },
      { method: 'POST' as const, url: '/api/admin/auth/sign-in', payload: {} },
    ];
    for (const call of calls) {
      const res = await dev.app.inject(call);
      expect(res.statusCode, call.url).toBeGreaterThanOrEqual(400);
      expect(res.headers['content-security-policy'], call.url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['x-frame-options'], call.url).toBeUndefined();
      expect(res.headers['access-control-allow-origin'], call.url).toBeUndefined();
    }
  });

  it('never say what serves them, on a page, a JSON answer or an error', async () => {
    for (const [kind, send] of Object.entries(requests(dev))) {
      const res = await send();
      expect(res.headers['x-powered-by'], kind).toBeUndefined();
      expect(res.headers.server, kind).toBeUndefined();
      expect(res.headers['x-content-type-options'], kind).toBe('nosniff');
    }
  });

  it('ask browsers for HTTPS only in production, on pages and API answers alike', async () => {
    for (const [kind, send] of Object.entries(requests(prod))) {
      const res = await send();
      expect(res.headers['strict-transport-security'], kind).toMatch(/max-age=\d{7,}/);
    }
    const local = await requests(dev).page();
    expect(local.headers['strict-transport-security']).toBeUndefined();
  });
});
