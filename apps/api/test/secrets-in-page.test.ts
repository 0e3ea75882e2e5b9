import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_API_KEY, type TestApp } from './build-test-app.ts';
import { createCategory, createProduct } from './factories.ts';
import { tempDirs, webBuildDir } from './temp-dirs.ts';

/** Recognisable values for every server-side secret, so a leak is found by a plain search. */
const SECRETS = {
  LOCATION_API_KEY: 'location-key-SECRET-5c81e7',
  LOCATION_API_URL: 'http://127.0.0.1:9/location-SECRET-path-2b7d',
  JWT_SECRET: 'jwt-SECRET-3f9a0c4e1b7d2a6f8c5e0b9d4a7f1c3e',
  RAZORPAY_KEY_SECRET: 'rzp-key-SECRET-8d21f0',
  RAZORPAY_WEBHOOK_SECRET: 'rzp-webhook-SECRET-4e9b17',
  SMTP_URL: 'smtp://mailer:smtp-pass-SECRET-77c3@127.0.0.1:9',
  MSG91_AUTH_KEY: 'msg91-key-SECRET-0a6e55',
};
/** The settings that put the secrets above to use (the card provider, SMS). */
const USING_THEM = {
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_test_public_id',
  SMS_PROVIDER: 'msg91',
  MSG91_TEMPLATE_ID: 'template-1',
};

const staticDirs = tempDirs('aurelle-secrets-');
let t: TestApp;
beforeAll(async () => {
  const staticDir = webBuildDir(staticDirs);
  t = await buildTestApp({ ...SECRETS, ...USING_THEM, STATIC_DIR: staticDir });
  const rings = await createCategory(t.db, { slug: 'rings', name: 'Rings' });
  await createProduct(t.db, { categoryId: rings.id, slug: 'secret-test-ring', name: 'Test Ring' });
});
afterAll(async () => {
  await t?.close();
});

function expectNoSecret(text: string) {
  for (const [name, value] of Object.entries(SECRETS)) {
    expect(text.includes(value), `${name} is in the page`).toBe(false);
  }
  expect(text).not.toMatch(/SECRET/);
}

describe('pages the shop serves', () => {
  for (const path of ['/', '/product/secret-test-ring', '/shop/rings']) {
    it(`${path} carries the storefront key and no server secret`, async () => {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      // The runtime config is in the page: the scan below reads what the browser reads.
      expect(res.body).toContain('name="aurelle-config"');
      expect(res.body).toContain(TEST_API_KEY);
      expectNoSecret(res.body);
      expectNoSecret(JSON.stringify(res.headers));
    });
  }

  it('sends the browser no location service settings at all', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const meta = /<meta name="aurelle-config" content="([^"]*)">/.exec(res.body)?.[1] ?? '';
    const entities: Record<string, string> = { quot: '"', amp: '&', lt: '<', gt: '>', '#39': "'" };
    const json = meta.replace(/&(quot|amp|lt|gt|#39);/g, (_, name: string) => entities[name] ?? '');
    const config = JSON.parse(json) as Record<string, unknown>;
    expect(config.apiKey).toBe(TEST_API_KEY);
    expect(Object.keys(config).filter((key) => /location/i.test(key))).toEqual([]);
  });
});
