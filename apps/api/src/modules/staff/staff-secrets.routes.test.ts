import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import {
  admin,
  createStaff,
  sessionCookieOf,
  STAFF_PASSWORD,
  trySignIn,
} from '../../../test/staff.ts';
import { enqueueJob, jobSecretContext } from '../../lib/job-queue.ts';
import { createSecretBox, keyIdOf } from '../../lib/secret-box.ts';
import { newRecoveryCodes, newTotpSecret, totpCode } from './totp.ts';

const clock = createTestClock(new Date('2026-11-27T10:00:00Z'));
const oldKey = randomBytes(32);
const t = useTestApp({ ADMIN_ENCRYPTION_KEY: oldKey.toString('base64') }, { clock });

/** A code for the next 30-second step (each step's code is taken once). */
function nextCode(secret: string): string {
  clock.advance(30);
  return totpCode(secret, clock.now());
}

/** Password, then `second` (a code or a recovery code): answers the second step's answer. */
async function signInWith(on: TestApp, email: string, second: object) {
  const first = await admin(on, 'POST', '/auth/sign-in', { email, password: STAFF_PASSWORD });
  expect(first.json().stage).toBe('second-factor');
  return admin(on, 'POST', '/auth/second-factor', second, { cookie: sessionCookieOf(first) });
}

/** The rows a plain SQL query answers. */
const rowsOf = async <T>(query: Promise<unknown>): Promise<T[]> =>
  ((await query) as { rows: T[] }).rows;

async function storedOf(staffId: string) {
  const [account] = await rowsOf<{
    totp_secret: string | null;
    pending_totp_secret: string | null;
  }>(
    t.db.execute(
      sql`select totp_secret, pending_totp_secret from staff_accounts where id = ${staffId}`,
    ),
  );
  const codes = await rowsOf<{ code_hash: string }>(
    t.db.execute(sql`select code_hash from staff_recovery_codes where staff_id = ${staffId}`),
  );
  return { ...account, hashes: codes.map((row) => row.code_hash) };
}

const sha256 = (code: string) =>
  createHash('sha256').update(code.toLowerCase().replace(/-/g, '')).digest('hex');

describe('two-factor secrets at rest', () => {
  it('keeps the TOTP secret sealed and recovery codes salted; both still sign in', async () => {
    const member = await createStaff(t, 'manager');
    const signedIn = await trySignIn(t, member.email);
    const cookie = sessionCookieOf(signedIn);
    const started = await admin(t, 'POST', '/account/two-factor', undefined, { cookie });
    const secret = started.json().secret as string;
    const pending = await storedOf(member.id);
    expect(pending.pending_totp_secret).not.toBe(secret);
    expect(pending.pending_totp_secret).toMatch(/^v1\./);
    const confirmed = await admin(
      t,
      'POST',
      '/account/two-factor/confirm',
      { code: nextCode(secret) },
      { cookie },
    );
    const recoveryCodes = confirmed.json().recoveryCodes as string[];

    const stored = await storedOf(member.id);
    const sealed = stored.totp_secret ?? '';
    expect(sealed).not.toBe(secret);
    expect(sealed).not.toContain(secret);
    expect(sealed.split('.')[1]).toBe(keyIdOf(oldKey));
    // Without the key it opens to nothing; with it, to the secret the phone holds.
    const context = `staff-totp:${member.id}`;
    const otherKey = createSecretBox({ current: randomBytes(32), previous: undefined });
    expect(() => otherKey.open(sealed, context)).toThrow();
    expect(createSecretBox({ current: oldKey, previous: undefined }).open(sealed, context)).toBe(
      secret,
    );

    expect(stored.hashes).toHaveLength(10);
    const unsalted = new Set(recoveryCodes.map(sha256));
    for (const hash of stored.hashes) {
      expect(hash).toMatch(/^\$argon2id\$/);
      expect(unsalted.has(hash)).toBe(false);
    }
    // Salted: the same code hashed twice gives two different hashes.
    expect(new Set(stored.hashes).size).toBe(10);

    const withCode = await signInWith(t, member.email, { code: nextCode(secret) });
    expect(withCode.statusCode).toBe(200);
    expect(withCode.json().stage).toBe('ready');
    const recovery = recoveryCodes[3] ?? '';
    const withRecovery = await signInWith(t, member.email, { recoveryCode: recovery });
    expect(withRecovery.json().stage).toBe('ready');
    const twice = await signInWith(t, member.email, { recoveryCode: recovery.toUpperCase() });
    expect(twice.statusCode).toBe(400);
  });

  it('seals a plain secret and salts unsalted hashes from before at start; they still sign in', async () => {
    const member = await createStaff(t, 'accountant');
    const secret = newTotpSecret();
    const codes = newRecoveryCodes();
    // As a database from before holds them: the secret in base32, the codes' bare SHA-256.
    await t.db.execute(
      sql`update staff_accounts set totp_secret = ${secret} where id = ${member.id}`,
    );
    for (const code of codes)
      await t.db.execute(
        sql`insert into staff_recovery_codes (staff_id, code_hash) values (${member.id}, ${sha256(code)})`,
      );

    // And one sealed under a key this shop does not have: reported by account, not fatal.
    const stranger = await createStaff(t, 'fulfilment');
    const unknownKey = createSecretBox({ current: randomBytes(32), previous: undefined });
    await t.db.execute(
      sql`update staff_accounts set totp_secret = ${unknownKey.seal(secret, `staff-totp:${stranger.id}`)}
           where id = ${stranger.id}`,
    );

    const report = await t.app.sealSecrets();
    expect(report).toMatchObject({ sealed: 1, rehashed: 10, unreadable: [stranger.email] });
    await t.db.execute(sql`update staff_accounts set totp_secret = null where id = ${stranger.id}`);
    const stored = await storedOf(member.id);
    expect(stored.totp_secret).toMatch(/^v1\./);
    expect(stored.hashes.every((hash) => hash.startsWith('$argon2id$'))).toBe(true);
    // Nothing left to do at the next start.
    expect(await t.app.sealSecrets()).toMatchObject({ sealed: 0, rehashed: 0 });

    expect((await signInWith(t, member.email, { code: nextCode(secret) })).statusCode).toBe(200);
    const withRecovery = await signInWith(t, member.email, { recoveryCode: codes[0] ?? '' });
    expect(withRecovery.statusCode).toBe(200);
  });

  it('rotates the key: sealed again under the new one, which alone then opens them', async () => {
    const member = await createStaff(t, 'owner');
    const secret = newTotpSecret();
    const oldBox = createSecretBox({ current: oldKey, previous: undefined });
    await t.db.execute(
      sql`update staff_accounts set totp_secret = ${oldBox.seal(secret, `staff-totp:${member.id}`)}
           where id = ${member.id}`,
    );
    const jobId = await enqueueInvitationJob(oldBox);

    const newKey = randomBytes(32);
    const bothKeys = {
      ADMIN_ENCRYPTION_KEY: newKey.toString('hex'),
      ADMIN_ENCRYPTION_KEY_PREVIOUS: oldKey.toString('base64'),
    };
    await withTestApp(
      bothKeys,
      async (rotating) => {
        // While both are set, what the old key sealed still signs in.
        const during = await signInWith(rotating, member.email, { code: nextCode(secret) });
        expect(during.statusCode).toBe(200);
        const report = await rotating.app.sealSecrets();
        expect(report.resealed).toBeGreaterThanOrEqual(2);
        expect(report.unreadable).toEqual([]);
      },
      { clock, shareDatabaseOf: t },
    );
    const stored = await storedOf(member.id);
    expect(stored.totp_secret?.split('.')[1]).toBe(keyIdOf(newKey));
    // The old key, leaked or not, opens nothing any more.
    expect(() => oldBox.open(stored.totp_secret ?? '', `staff-totp:${member.id}`)).toThrow();
    const [job] = await rowsOf<{ sealed: string }>(
      t.db.execute(sql`select sealed from jobs where id = ${jobId}`),
    );
    const newBox = createSecretBox({ current: newKey, previous: undefined });
    expect(newBox.open(job?.sealed ?? '', jobSecretContext(jobId))).toBe('the-link-token');

    await withTestApp(
      { ADMIN_ENCRYPTION_KEY: newKey.toString('base64url') },
      async (after) => {
        const signedIn = await signInWith(after, member.email, { code: nextCode(secret) });
        expect(signedIn.statusCode).toBe(200);
      },
      { clock, shareDatabaseOf: t },
    );
  });
});

/** A queued invitation job whose link is sealed under `box` (never run here). */
async function enqueueInvitationJob(box: ReturnType<typeof createSecretBox>): Promise<string> {
  const invitationId = randomUUID();
  await enqueueJob(t.db, 'staff.invitation', { invitationId }, undefined, {
    value: 'the-link-token',
    box,
  });
  const [row] = await rowsOf<{ id: string }>(
    t.db.execute(sql`select id from jobs where payload->>'invitationId' = ${invitationId}`),
  );
  return row?.id ?? '';
}
