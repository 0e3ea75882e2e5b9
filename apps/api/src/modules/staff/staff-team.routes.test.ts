import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminMessages, type StaffRole } from '@aurelle/contract';
import {
  admin,
  sessionCookieOf,
  signedInStaff,
  signIn,
  trySignIn,
  useStaffTestApp,
  WEAK_PASSWORDS,
} from '../../../test/staff.ts';

const { t, sink, clock } = useStaffTestApp();
let owner: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  owner = await signedInStaff(t, 'owner');
});

let inviteSeq = 0;
/** The owner invites someone; answers the token from the e-mail the sink received. */
async function invite(role: 'manager' | 'fulfilment' | 'accountant' | 'owner' = 'fulfilment') {
  const email = `invitee${inviteSeq++}@staff.example`;
  const response = await admin(
    t,
    'POST',
    '/staff/invitations',
    { email: email.toUpperCase(), name: 'Meera Iyer', role },
    { cookie: owner.cookie },
  );
  expect(response.statusCode).toBe(200);
  await t.app.jobs.drain();
  const mail = sink.received.find((m) => m.to.includes(email));
  // Quoted-printable folds long lines and writes `=` as `=3D`: undo both before reading the link.
  const raw = mail?.raw.replace(/=\r?\n/g, '').replaceAll('=3D', '=') ?? '';
  const token = /accept-invitation#token=([A-Za-z0-9_-]+)/.exec(raw)?.[1];
  if (!token) throw new Error('no invitation link in the e-mail');
  return { email, token, id: response.json().id as string };
}

const accept = (token: string, password = 'copper-harbour-lights-7', name = 'Meera Iyer') =>
  admin(t, 'POST', '/auth/accept-invitation', { token, name, password });

describe('invitations', () => {
  it('e-mails a single-use link that creates the account and signs it in', async () => {
    const { email, token } = await invite('fulfilment');
    const preview = await admin(t, 'POST', '/auth/invitation', { token });
    expect(preview.json()).toEqual({ email, name: 'Meera Iyer', role: 'fulfilment' });
    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ stage: 'ready', staff: { email, role: 'fulfilment' } });
    expect(accepted.json().permissions).toEqual(['orders:read', 'orders:fulfil']);
    const cookie = sessionCookieOf(accepted);
    expect((await admin(t, 'GET', '/dashboard/queue', undefined, { cookie })).statusCode).toBe(200);
    expect((await accept(token)).statusCode).toBe(404);
    expect((await admin(t, 'POST', '/auth/invitation', { token })).statusCode).toBe(404);
  });

  it('refuses a short or easily guessed password, saying why, and changes nothing', async () => {
    const { email, token } = await invite();
    const short = await accept(token, 'short-pass');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.password).toBe(adminMessages.passwordShort);
    for (const [weak, feedback] of Object.entries(WEAK_PASSWORDS)) {
      const refused = await accept(token, weak);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: feedback, errors: { password: feedback } });
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
    // The shop's name is among the first words a guesser tries.
    const shopName = await accept(token, 'Aurelle2026!');
    expect(shopName.statusCode).toBe(400);
    expect(shopName.json().errors.password).toMatch(/^It contains your name, your e-mail or/);
    // Strong-looking, yet a name, a word of the trade or a season with a year or a few digits.
    for (const dressedUp of ['MayaManager2026', 'Summer2026!!', 'India@123456', 'Jewellery@2026']) {
      const refused = await accept(token, dressedUp, 'Maya Manager');
      expect(refused.statusCode, dressedUp).toBe(400);
      expect(refused.json().errors.password, dressedUp).toMatch(/\.$/);
    }
    expect((await admin(t, 'POST', '/auth/invitation', { token })).json().email).toBe(email);
    expect((await accept(token)).statusCode).toBe(200);
  });

  it('counts only wrong links against an address: a team joining from one office is never refused', async () => {
    const office = '10.251.0.1';
    const { token } = await invite();
    for (let i = 0; i < 45; i++) {
      const shown = await admin(t, 'POST', '/auth/invitation', { token }, { ip: office });
      expect(shown.statusCode).toBe(200);
    }
    const guesser = '10.251.0.2';
    for (let i = 0; i < 40; i++) {
      const wrong = await admin(
        t,
        'POST',
        '/auth/invitation',
        { token: `x${i}${token}` },
        { ip: guesser },
      );
      expect(wrong.statusCode).toBe(404);
    }
    const refused = await admin(t, 'POST', '/auth/invitation', { token }, { ip: guesser });
    expect(refused.statusCode).toBe(429);
    expect((await admin(t, 'POST', '/auth/invitation', { token }, { ip: office })).statusCode).toBe(
      200,
    );
  });

  it('stops working after 72 hours, and when withdrawn', async () => {
    const late = await invite();
    const withdrawn = await invite();
    const revoke = await admin(t, 'DELETE', `/staff/invitations/${withdrawn.id}`, undefined, {
      cookie: owner.cookie,
    });
    expect(revoke.statusCode).toBe(200);
    expect((await accept(withdrawn.token)).statusCode).toBe(404);
    clock.advance(72 * 3600 + 1);
    const expired = await accept(late.token);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe(adminMessages.invitationInvalid);
    // The owner's own session ended meanwhile (30 idle minutes): sign in again for what follows.
    owner = { ...owner, cookie: await signIn(t, owner.email) };
  });

  it('refuses an e-mail that already has an account', async () => {
    const again = await admin(
      t,
      'POST',
      '/staff/invitations',
      { email: owner.email, name: 'Again', role: 'manager' },
      { cookie: owner.cookie },
    );
    expect(again.statusCode).toBe(409);
  });
});

/** `by` changes a member's role or turns them off, as the team screen does. */
const changeMember = (
  member: { id: string },
  change: { role?: StaffRole; active?: boolean },
  by: { cookie: string },
) => admin(t, 'PUT', `/staff/${member.id}`, change, { cookie: by.cookie });

describe('roles and deactivation', () => {
  it('deactivating a colleague ends their open sessions at once', async () => {
    const colleague = await signedInStaff(t, 'fulfilment');
    expect(
      (await admin(t, 'GET', '/session', undefined, { cookie: colleague.cookie })).statusCode,
    ).toBe(200);
    const off = await changeMember(colleague, { active: false }, owner);
    expect(off.json()).toMatchObject({ active: false });
    const next = await admin(t, 'GET', '/dashboard/queue', undefined, { cookie: colleague.cookie });
    expect(next.statusCode).toBe(401);
    const signIn = await trySignIn(t, colleague.email, colleague.password);
    expect(signIn.statusCode).toBe(401);
  });

  it('a new role applies at once, and is written in the audit log with before and after', async () => {
    const colleague = await signedInStaff(t, 'manager');
    const changed = await changeMember(colleague, { role: 'accountant' }, owner);
    expect(changed.json().role).toBe('accountant');
    // A role change ends the sessions opened under the old role.
    expect(
      (await admin(t, 'GET', '/session', undefined, { cookie: colleague.cookie })).statusCode,
    ).toBe(401);
    const log = await admin(
      t,
      'GET',
      `/audit?entityType=staff&entityId=${colleague.id}`,
      undefined,
      {
        cookie: owner.cookie,
      },
    );
    const [entry] = log.json().entries;
    expect(entry).toMatchObject({
      action: 'staff.updated',
      actor: owner.email,
      changes: { role: { before: 'manager', after: 'accountant' } },
    });
    expect(entry.ip).toMatch(/^10\./);
  });

  it('keeps one active owner, and nobody changes themselves', async () => {
    const self = await changeMember(owner, { role: 'manager' }, owner);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(adminMessages.notYourself);
    // Two owners demoting each other at the same moment: one wins, the other is refused.
    const a = await signedInStaff(t, 'owner');
    const b = await signedInStaff(t, 'owner');
    const others = (await admin(t, 'GET', '/staff', undefined, { cookie: owner.cookie })).json()
      .staff as { id: string; role: string; active: boolean }[];
    for (const member of others)
      if (member.role === 'owner' && member.active && ![a.id, b.id].includes(member.id))
        expect((await changeMember(member, { active: false }, a)).statusCode).toBe(200);
    const [ab, ba] = await Promise.all([
      changeMember(b, { role: 'manager' }, a),
      changeMember(a, { role: 'manager' }, b),
    ]);
    // The loser is refused as the last owner, or (if the winner's change landed first) as
    // signed out, since a role change ends the sessions of the one changed.
    const statuses = [ab.statusCode, ba.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const winner = ab.statusCode === 200 ? a : b;
    const after = (await admin(t, 'GET', '/staff', undefined, { cookie: winner.cookie })).json()
      .staff as { role: string; active: boolean }[];
    expect(after.filter((m) => m.role === 'owner' && m.active)).toHaveLength(1);
    const manager = await signedInStaff(t, 'manager');
    const promote = await changeMember(manager, { role: 'owner' }, manager);
    expect(promote.statusCode).toBe(403);
  });
});

describe('the audit log', () => {
  it('is append-only in the database itself', async () => {
    await expect(t.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_log`)).rejects.toThrow();
  });

  it('pages newest first and filters by person and dates', async () => {
    const reader = await signedInStaff(t, 'owner');
    owner = reader;
    const first = await admin(t, 'GET', '/audit?limit=2', undefined, { cookie: owner.cookie });
    const page = first.json();
    expect(page.entries).toHaveLength(2);
    expect(Number(page.entries[0].id)).toBeGreaterThan(Number(page.entries[1].id));
    const next = await admin(t, 'GET', `/audit?limit=2&before=${page.next}`, undefined, {
      cookie: owner.cookie,
    });
    expect(Number(next.json().entries[0].id)).toBeLessThan(Number(page.entries[1].id));
    const mine = await admin(t, 'GET', `/audit?staffId=${owner.id}`, undefined, {
      cookie: owner.cookie,
    });
    expect(mine.json().entries.every((e: { staffId: string }) => e.staffId === owner.id)).toBe(
      true,
    );
    const future = await admin(t, 'GET', '/audit?from=2030-01-01', undefined, {
      cookie: owner.cookie,
    });
    expect(future.json().entries).toEqual([]);
    const bad = await admin(t, 'GET', '/audit?from=yesterday', undefined, { cookie: owner.cookie });
    expect(bad.statusCode).toBe(400);
  });

  it('never holds a password, a hash or a secret', async () => {
    const all = await t.db.execute(sql`select changes::text as c from audit_log`);
    const text = JSON.stringify(all);
    expect(text).not.toMatch(/argon2|copper-harbour|password":\s*\{"before":"[^[]/);
  });
});
