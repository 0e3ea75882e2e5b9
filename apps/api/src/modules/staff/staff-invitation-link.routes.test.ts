import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { admin, signedInStaff } from '../../../test/staff.ts';
import { useTestAppWithSmtpSink } from '../../../test/use-test-app.ts';

/**
 * Someone who reads the database or a backup (every job, every invitation) finds no link that
 * makes them staff, before the e-mail goes, after it went, or after it failed for good; the link
 * in the e-mail the invitee receives still works.
 */
const { t, sink } = useTestAppWithSmtpSink();
let down: TestApp;
let owner: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  // A second instance on the same database whose mail server is down.
  down = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' }, { shareDatabaseOf: t });
  owner = await signedInStaff(t, 'owner');
});
afterAll(async () => {
  await down?.close();
});

let seq = 0;
/**
 * The owner invites someone through the instance whose mail server is down: its first try fails,
 * and the job waits, queued, for its next one.
 */
async function inviteWhileMailIsDown() {
  const email = `linked${seq++}@staff.example`;
  const response = await admin(
    down,
    'POST',
    '/staff/invitations',
    { email, name: 'Ira Sen', role: 'manager' },
    { cookie: owner.cookie },
  );
  expect(response.statusCode).toBe(200);
  await down.app.jobs.drain();
  return { email, id: response.json().id as string };
}

/** The rows a plain SQL query answers. */
const rowsOf = async <T>(query: Promise<unknown>): Promise<T[]> =>
  ((await query) as { rows: T[] }).rows;

async function jobOf(invitationId: string) {
  const [job] = await rowsOf<{
    kind: string;
    payload: unknown;
    sealed: string | null;
    attempts: number;
    done_at: unknown;
    failed_at: unknown;
  }>(
    t.db.execute(
      sql`select kind, payload, sealed, attempts, done_at, failed_at from jobs
           where payload->>'invitationId' = ${invitationId}`,
    ),
  );
  if (!job) throw new Error('no job for this invitation');
  return job;
}

/** Its next try, made due now. */
const dueNow = (invitationId: string, attempts?: number) =>
  t.db.execute(
    sql`update jobs set run_at = now(), attempts = coalesce(${attempts ?? null}::int, attempts)
         where payload->>'invitationId' = ${invitationId}`,
  );

/** Every row of `jobs` and `staff_invitations` as text, as a dump of the database shows them. */
async function databaseDump(): Promise<string> {
  const jobs = await rowsOf(t.db.execute(sql`select to_jsonb(j)::text as row from jobs j`));
  const invitations = await rowsOf(
    t.db.execute(sql`select to_jsonb(i)::text as row from staff_invitations i`),
  );
  return JSON.stringify([jobs, invitations]);
}

/** Every string in the dump shaped like a link's token, each tried as one: none may work. */
async function expectNoUsableToken() {
  const dump = await databaseDump();
  const candidates = new Set(dump.match(/[A-Za-z0-9_-]{20,200}/g) ?? []);
  expect(candidates.size).toBeGreaterThan(0);
  for (const token of candidates) {
    const preview = await admin(t, 'POST', '/auth/invitation', { token });
    expect(preview.statusCode, `a token read in the database works: ${token}`).toBe(404);
  }
  expect(dump).not.toContain('accept-invitation');
}

/** The link in the e-mail the sink received for `to`. */
function mailedToken(to: string): string {
  const mail = sink.received.find((m) => m.to.includes(to));
  const raw = mail?.raw.replace(/=\r?\n/g, '').replaceAll('=3D', '=') ?? '';
  const token = /accept-invitation#token=([A-Za-z0-9_-]+)/.exec(raw)?.[1];
  if (!token) throw new Error(`no invitation link mailed to ${to}`);
  return token;
}

describe('an invitation link at rest', () => {
  it('is in no job or table while queued, nor once sent; the e-mailed link still works', async () => {
    const { email, id } = await inviteWhileMailIsDown();
    await expectNoUsableToken();
    const queued = await jobOf(id);
    expect(queued).toMatchObject({
      kind: 'staff.invitation',
      payload: { invitationId: id },
      attempts: 1,
      done_at: null,
      failed_at: null,
    });
    expect(queued.sealed).toMatch(/^v1\./);

    // The mail server is back (the other instance's): the next try sends it.
    await dueNow(id);
    await t.app.jobs.drain();
    const sent = await jobOf(id);
    expect(sent.done_at).not.toBeNull();
    expect(sent.sealed).toBeNull();
    await expectNoUsableToken();

    const accepted = await admin(t, 'POST', '/auth/accept-invitation', {
      token: mailedToken(email),
      name: 'Ira Sen',
      password: 'copper-harbour-lights-7',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().staff).toMatchObject({ email, role: 'manager' });
  });

  it('is dropped from a job that failed for good, and a withdrawn invitation is never sent', async () => {
    const failing = await inviteWhileMailIsDown();
    await dueNow(failing.id, 11); // its twelfth and last try
    await down.app.jobs.drain();
    const failed = await jobOf(failing.id);
    expect(failed.failed_at).not.toBeNull();
    expect(failed.sealed).toBeNull();

    const withdrawn = await inviteWhileMailIsDown();
    const revoke = await admin(t, 'DELETE', `/staff/invitations/${withdrawn.id}`, undefined, {
      cookie: owner.cookie,
    });
    expect(revoke.statusCode).toBe(200);
    await dueNow(withdrawn.id);
    await t.app.jobs.drain();
    expect((await jobOf(withdrawn.id)).done_at).not.toBeNull();
    expect(sink.received.some((m) => m.to.includes(withdrawn.email))).toBe(false);
    await expectNoUsableToken();
  });
});
