import { ADMIN_REQUEST_HEADER, adminMessages } from '@aurelle/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';

/**
 * Which address a call comes from, behind a proxy (TRUST_PROXY): limits and the audit log see the
 * address the proxy saw, never one a client wrote in `X-Forwarded-For` itself.
 */
let hops: TestApp;
let addresses: TestApp;
beforeAll(async () => {
  hops = await buildTestApp({ TRUST_PROXY: '1' });
  addresses = await buildTestApp({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' });
});
afterAll(async () => {
  await addresses?.close();
  await hops?.close();
});

/** A sign-in with a wrong password from the socket `remoteAddress`, with its X-Forwarded-For. */
const wrongSignIn = (t: TestApp, remoteAddress: string, forwardedFor: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/auth/sign-in',
    headers: {
      [ADMIN_REQUEST_HEADER]: '1',
      origin: t.env.PUBLIC_URL,
      'x-forwarded-for': forwardedFor,
    },
    remoteAddress,
    payload: { email, password: 'not-the-password-at-all' },
  });

const failedFrom = async (t: TestApp) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.action, 'session.sign-in-failed'))).map(
    (row) => row.ip,
  );

describe('TRUST_PROXY', () => {
  it('with a hop count, limits the address the proxy saw, whatever a client forges before it', async () => {
    const answers: number[] = [];
    // 90 sign-ins from one client through one proxy, each with another forged address in front
    // (the header as a proxy that appends, rather than overwrites, passes it on).
    for (let i = 0; i < 90; i++) {
      const r = await wrongSignIn(
        hops,
        '127.0.0.1',
        `6.6.${i >> 8}.${i & 255}, 203.0.113.7`,
        `guess${i}@staff.example`,
      );
      answers.push(r.statusCode);
    }
    expect(answers.slice(0, 80).every((status) => status === 401)).toBe(true);
    expect(answers.slice(80).every((status) => status === 429)).toBe(true);
    const last = await wrongSignIn(hops, '127.0.0.1', '6.6.6.6, 203.0.113.7', 'x@staff.example');
    expect(last.json().message).toBe(adminMessages.tooManyFromAddress);
    const logged = await failedFrom(hops);
    expect(logged).toHaveLength(80);
    expect(new Set(logged)).toEqual(new Set(['203.0.113.7']));
  });

  it('with the proxies’ addresses, believes the header only from them', async () => {
    // Through the proxy: the address it wrote.
    await wrongSignIn(addresses, '127.0.0.1', '198.51.100.20', 'a@staff.example');
    // Straight to the instance, forging the header: the socket's own address.
    await wrongSignIn(addresses, '192.0.2.44', '6.6.6.6', 'b@staff.example');
    // Through two trusted hops (a balancer in 10/8, then this proxy): the client before them.
    await wrongSignIn(
      addresses,
      '127.0.0.1',
      '6.6.6.6, 198.51.100.21, 10.1.2.3',
      'c@staff.example',
    );
    expect(await failedFrom(addresses)).toEqual(['198.51.100.20', '192.0.2.44', '198.51.100.21']);
  });
});
