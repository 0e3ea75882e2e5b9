import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { createDatabase, type Database, type DatabaseTarget } from '../src/db/client.ts';
import { hashPassword } from '../src/modules/staff/passwords.ts';
import { newRecoveryCodes, newTotpSecret, totpCode } from '../src/modules/staff/totp.ts';
import { testEnv, type TestApp } from './build-test-app.ts';
import { createTestClock } from './clock.ts';
import { admin, sessionCookieOf, STAFF_PASSWORD, trySignIn } from './staff.ts';
import { tempDirs } from './temp-dirs.ts';
import { databaseBefore } from './upgrade-database.ts';

/**
 * A shop's database from before staff secrets were sealed, upgraded as a start does it: the
 * migration, then the start's sealing. Nothing is done by hand.
 */
const dirs = tempDirs('aurelle-upgrade-');
const clock = createTestClock(new Date('2026-11-27T10:00:00Z'));
/** The rows a plain SQL query answers. */
const rowsOf = async <T>(query: Promise<unknown>): Promise<T[]> =>
  ((await query) as { rows: T[] }).rows;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let target: DatabaseTarget;
let dropPostgres: (() => Promise<void>) | undefined;
let database: Database;
let app: App;
/** The upgraded app, as the back-office call helpers take it. */
let t: TestApp;
const ids = {} as Record<'earliest' | 'first' | 'second' | 'sent' | 'queued' | 'gone', string>;
const secret = newTotpSecret();
const codes = newRecoveryCodes();
const queuedToken = randomBytes(32).toString('base64url');
const sentToken = randomBytes(32).toString('base64url');

beforeAll(async () => {
  const upgrading = await databaseBefore(dirs, 'aurelle_upgrade', '_staff_secrets');
  target = upgrading.target;
  dropPostgres = upgrading.drop;
  const before = upgrading.before;
  const db = before.db;
  const hash = await hashPassword(STAFF_PASSWORD);
  const account = async (email: string, role: string, active: boolean, day: number) => {
    const [row] = await rowsOf<{ id: string }>(
      db.execute(sql`
        insert into staff_accounts (email, name, role, password_hash, active, created_at)
        values (${email}, ${email}, ${role}, ${hash}, ${active},
                ${new Date(Date.UTC(2026, 0, day)).toISOString()}::timestamptz)
        returning id`),
    );
    return row?.id ?? '';
  };
  ids.earliest = await account('earliest@shop.example', 'owner', false, 1);
  ids.first = await account('first@shop.example', 'owner', true, 2);
  ids.second = await account('second@shop.example', 'owner', true, 3);
  // The first owner's two-factor sign-in as it was kept: base32, and the codes' bare SHA-256.
  await db.execute(sql`update staff_accounts set totp_secret = ${secret} where id = ${ids.first}`);
  for (const code of codes)
    await db.execute(sql`insert into staff_recovery_codes (staff_id, code_hash)
                          values (${ids.first}, ${sha256(code.replace('-', ''))})`);

  const invitation = async (invitedBy: string, token: string, accepted = false) => {
    const [row] = await rowsOf<{ id: string }>(
      db.execute(sql`
        insert into staff_invitations
               (token_hash, email, name, role, invited_by, expires_at, accepted_at)
        values (${sha256(token)}, ${`${token.slice(0, 6)}@staff.example`}, 'Invitee', 'owner',
                ${invitedBy}, now() + interval '3 days', ${accepted ? sql`now()` : null})
        returning id`),
    );
    return row?.id ?? '';
  };
  const mail = (token: string) => ({
    to: 'invitee@staff.example',
    subject: 'Join',
    text: `Accept the invitation: https://shop.example/admin/accept-invitation#token=${token}`,
    html: `<a href="https://shop.example/admin/accept-invitation#token=${token}">Accept</a>`,
  });
  ids.gone = await invitation(ids.earliest, randomBytes(32).toString('base64url'));
  ids.queued = await invitation(ids.second, queuedToken);
  ids.sent = await invitation(ids.second, sentToken, true);
  await db.execute(sql`insert into jobs (kind, payload)
                        values ('email', ${JSON.stringify(mail(queuedToken))}::jsonb)`);
  await db.execute(sql`insert into jobs (kind, payload, done_at)
                        values ('email', ${JSON.stringify(mail(sentToken))}::jsonb, now())`);
  await before.close();

  database = await createDatabase(target);
  await database.migrate();
  const env = testEnv(dirs());
  app = await buildApp({ env, database, logger: false, clock });
  await app.ready();
  t = {
    app,
    env,
    database: { ...database, owner: database.db },
    db: database.db,
    headers: {},
    get: (url, headers = {}) => app.inject({ method: 'GET', url, headers }),
    close: async () => {},
  };
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await dropPostgres?.();
});

describe('upgrading a database from before', () => {
  it('marks its earliest active owner as the first owner', async () => {
    const rows = await rowsOf(
      database.db.execute(sql`select id from staff_accounts where first_owner`),
    );
    expect(rows).toEqual([{ id: ids.first }]);
  });

  it('withdraws what a deactivated owner sent and an unsent e-mail carried; no job keeps a link', async () => {
    const rows = await rowsOf<{ id: string; withdrawn: boolean }>(
      database.db.execute(
        sql`select id, revoked_at is not null as withdrawn from staff_invitations order by id`,
      ),
    );
    const withdrawn = Object.fromEntries(rows.map((row) => [row.id, row.withdrawn]));
    expect(withdrawn).toEqual({ [ids.gone]: true, [ids.queued]: true, [ids.sent]: false });
    const audit = await rowsOf<{ entity_id: string }>(
      database.db.execute(
        sql`select entity_id from audit_log where action = 'staff.invitation-withdrawn'`,
      ),
    );
    expect(audit.map((row) => row.entity_id).sort()).toEqual([ids.gone, ids.queued].sort());
    const jobs = await rowsOf<{ payload: string; done: boolean; failed: boolean }>(
      database.db.execute(
        sql`select payload::text as payload, done_at is not null as done,
                   failed_at is not null as failed from jobs order by created_at`,
      ),
    );
    const text = JSON.stringify(jobs);
    expect(text).not.toContain(queuedToken);
    expect(text).not.toContain(sentToken);
    expect(jobs.map((row) => [row.done, row.failed])).toEqual([
      [false, true],
      [true, false],
    ]);
    const refused = await admin(t, 'POST', '/auth/invitation', { token: queuedToken });
    expect(refused.statusCode).toBe(404);
  });

  it("seals the first owner's secret and salts their codes at start; both still sign them in", async () => {
    const report = await app.sealSecrets();
    expect(report).toMatchObject({ sealed: 1, rehashed: 10, unreadable: [] });
    const [account] = await rowsOf<{ totp_secret: string }>(
      database.db.execute(sql`select totp_secret from staff_accounts where id = ${ids.first}`),
    );
    expect(account?.totp_secret).toMatch(/^v1\./);
    const signIn = async (second: object) => {
      const first = await trySignIn(t, 'first@shop.example');
      return admin(t, 'POST', '/auth/second-factor', second, {
        cookie: sessionCookieOf(first),
      });
    };
    expect((await signIn({ code: totpCode(secret, clock.now()) })).statusCode).toBe(200);
    expect((await signIn({ recoveryCode: codes[0] ?? '' })).statusCode).toBe(200);
  });
});
