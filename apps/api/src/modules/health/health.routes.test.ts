import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminSettings } from '../../db/schema/index.ts';
import { DEMO_HISTORY_KEY } from './health.repository.ts';
import { useTestApp } from '../../../test/use-test-app.ts';

const t = useTestApp();

describe('GET /api/health and /api/ready', () => {
  it('answers health without an API key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('reports ready with the database kind once the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: t.database.kind });
  });

  it("reports where a demo's history stands, once the seed has marked it due", async () => {
    expect(t.app.env.SEED_DEMO).toBe(true);
    await t.database.db
      .insert(adminSettings)
      .values({ key: DEMO_HISTORY_KEY, value: { state: 'writing' } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.json()).toEqual({
        status: 'ready',
        database: t.database.kind,
        demoHistory: 'writing',
      });
    } finally {
      await t.database.db.delete(adminSettings).where(eq(adminSettings.key, DEMO_HISTORY_KEY));
    }
  });

  it('carries a request id and security headers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the /api boundary', () => {
  it('refuses a call without the storefront key with a JSON 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/category/show' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: expect.stringContaining('X-Api-Key') });
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await t.get('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().message).toContain('Not Found');
  });
});
