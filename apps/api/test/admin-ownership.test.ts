import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, STAFF_ROLES, type Permission } from '@aurelle/contract';
import { staffAccounts } from '../src/db/schema/index.ts';
import { useTestApp } from './use-test-app.ts';
import { expectDocTable } from './doc-table.ts';
import { createCustomerWithToken } from './factories.ts';
import { admin, createStaff, sessionCookieOf, staffCookieFor, trySignIn } from './staff.ts';

/**
 * Every back-office call that needs a session, tried without one, with a forged cookie, an expired
 * (8 days old) and a signed-out session, a deactivated account's, a customer's bearer token, and a
 * session whose second factor is still due. The table is in docs/reliability.md between the
 * markers below; this test fails when it differs (`UPDATE_DOCS=1` rewrites it). Which role gets
 * 403 where is proved route by route in admin-permissions.routes.test.ts; the last column names them.
 */
const DOC = join(import.meta.dirname, '..', '..', '..', 'docs', 'reliability.md');
const START = '<!-- admin-ownership-table:start -->';
const END = '<!-- admin-ownership-table:end -->';

const CASES = [
  'no session',
  'forged',
  'expired',
  'signed out',
  'deactivated',
  "customer's token",
  'code still due',
] as const;
type Case = (typeof CASES)[number];

const t = useTestApp();
let callers: Record<Case, Record<string, string>>;
let codeDue: () => Promise<string>;

beforeAll(async () => {
  const deactivated = await staffCookieFor(t, 'owner');
  const customer = await createCustomerWithToken(t.db, t.env);
  const withCode = await createStaff(t, 'owner');
  await t.db
    .update(staffAccounts)
    .set({ totpSecret: 'JBSWY3DPEHPK3PXP' })
    .where(eq(staffAccounts.id, withCode.id));
  codeDue = async () => sessionCookieOf(await trySignIn(t, withCode.email));
  callers = {
    'no session': {},
    forged: { cookie: `aurelle_admin=${'A'.repeat(43)}` },
    expired: { cookie: await staffCookieFor(t, 'owner', 'expired') },
    'signed out': { cookie: await staffCookieFor(t, 'owner', 'ended') },
    deactivated: { cookie: deactivated },
    "customer's token": {
      authorization: customer.authorization,
      'x-api-key': t.headers['x-api-key'] ?? '',
    },
    // Made for each call (signing out ends it).
    'code still due': {},
  };
  // The deactivated account: its session was live until the owner turned it off.
  await t.db
    .update(staffAccounts)
    .set({ active: false })
    .where(eq(staffAccounts.email, await emailOfCookie(deactivated)));
});

async function emailOfCookie(cookie: string): Promise<string> {
  const session = await admin(t, 'GET', '/session', undefined, { cookie });
  return session.json().staff.email as string;
}

describe('back-office calls that need a session', () => {
  it('answer 401 without a live, signed-in session, whatever else comes', async () => {
    const routes = t.app.adminRoutes.filter((route) => route.permission !== 'public');
    const table: string[][] = [];
    for (const route of routes) {
      const url = route.url
        .replace('/api/admin', '')
        .replace(':id', '00000000-0000-4000-8000-000000000000');
      const row = [
        `\`${route.method} ${route.url.replace('/api', '')}\``,
        `\`${route.permission}\``,
      ];
      for (const kase of CASES) {
        const response = await admin(
          t,
          route.method as 'GET',
          url,
          route.method === 'GET' ? undefined : {},
          {
            headers: kase === 'code still due' ? { cookie: await codeDue() } : callers[kase],
          },
        );
        const allowedWithCodeDue = route.permission === 'session' && kase === 'code still due';
        if (allowedWithCodeDue) expect(response.statusCode, `${route.url} ${kase}`).not.toBe(401);
        else expect(response.statusCode, `${route.url} ${kase}: ${response.body}`).toBe(401);
        row.push(response.statusCode === 401 ? '401' : 'allowed');
      }
      const refused = STAFF_ROLES.filter(
        (role) =>
          !['session', 'enrolment', 'account'].includes(route.permission) &&
          !ROLE_PERMISSIONS[role].includes(route.permission as Permission),
      );
      row.push(refused.length ? refused.join(', ') : '—');
      table.push(row);
    }
    const headings = ['call', 'permission', ...CASES, '403 for'];
    await expectDocTable(DOC, { start: START, end: END }, headings, table);
  });
});
