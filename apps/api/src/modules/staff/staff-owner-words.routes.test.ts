import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminMessages, type StaffList } from '@aurelle/contract';
import { freshIp } from '../../../test/accounts.ts';
import {
  admin,
  createStaff,
  signedInStaff,
  STAFF_PASSWORD,
  trySignIn,
  useStaffTestApp,
} from '../../../test/staff.ts';
import { auditLog } from '../../db/schema/index.ts';

/** The owner's own name, a second invitation to one address, and unlocking a colleague. */
const { t, sink } = useStaffTestApp();
let owner: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  owner = await signedInStaff(t, 'owner');
});

const asOwner = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  admin(t, method, url, payload, { cookie: owner.cookie });

/** The link of the last invitation e-mail to `email`. */
function linkTo(email: string) {
  const mail = sink.received.filter((m) => m.to.includes(email)).at(-1);
  const raw = mail?.raw.replace(/=\r?\n/g, '').replaceAll('=3D', '=') ?? '';
  const token = /accept-invitation#token=([A-Za-z0-9_-]+)/.exec(raw)?.[1];
  if (!token) throw new Error('no invitation link in the e-mail');
  return { token, raw };
}

const auditOf = (entityId: string, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));

describe("the owner's words", () => {
  it('sets their own name, which the invitations they send then carry', async () => {
    const blank = await asOwner('PUT', '/account/name', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).not.toMatch(/Invalid|Too (big|small)/);

    const res = await asOwner('PUT', '/account/name', { name: '  Asha Menon ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: owner.id, name: 'Asha Menon' });
    const session = await asOwner('GET', '/session');
    expect(session.json().staff.name).toBe('Asha Menon');
    expect(await auditOf(owner.id, 'account.name-changed')).toMatchObject([
      { changes: { name: { before: owner.name, after: 'Asha Menon' } } },
    ]);

    const invited = await asOwner('POST', '/staff/invitations', {
      email: 'ravi.k@staff.example',
      name: 'Ravi Kumar',
      role: 'fulfilment',
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json().invitedBy).toBe('Asha Menon');
    await t.app.jobs.drain();
    expect(linkTo('ravi.k@staff.example').raw).toContain('Asha Menon invites you to');
  });

  it('replaces a pending invitation to the same address: the first link stops working', async () => {
    const email = 'twice@staff.example';
    const body = { email, name: 'Kiran Rao', role: 'manager' };
    expect((await asOwner('POST', '/staff/invitations', body)).statusCode).toBe(200);
    await t.app.jobs.drain();
    const first = linkTo(email).token;
    expect((await asOwner('POST', '/staff/invitations', body)).statusCode).toBe(200);
    await t.app.jobs.drain();
    const second = linkTo(email).token;
    expect(second).not.toBe(first);

    const list: StaffList = (await asOwner('GET', '/staff')).json();
    expect(list.invitations.filter((i) => i.email === email)).toHaveLength(1);
    const old = await admin(t, 'POST', '/auth/invitation', { token: first }, { ip: freshIp() });
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe(adminMessages.invitationInvalid);
    const current = await admin(t, 'POST', '/auth/invitation', { token: second });
    expect(current.statusCode).toBe(200);
  });

  it('lets the owner alone unlock a colleague locked after wrong sign-ins, and records it', async () => {
    const colleague = await createStaff(t, 'fulfilment');
    const guessers = [freshIp(), freshIp()];
    for (const ip of guessers)
      for (let i = 0; i < 5; i++)
        await trySignIn(t, colleague.email, `wrong-${i}-password`, { ip });
    // Locked: the guessing address is refused even with the right password.
    expect(
      (await trySignIn(t, colleague.email, STAFF_PASSWORD, { ip: guessers[0] })).statusCode,
    ).toBe(429);
    const listed: StaffList = (await asOwner('GET', '/staff')).json();
    expect(listed.locked).toEqual([colleague.id]);

    const manager = await signedInStaff(t, 'manager');
    const refused = await admin(t, 'POST', `/staff/${colleague.id}/unlock`, undefined, {
      cookie: manager.cookie,
    });
    expect(refused.statusCode).toBe(403);
    expect(await auditOf(colleague.id, 'staff.unlocked')).toHaveLength(0);

    const unlocked = await asOwner('POST', `/staff/${colleague.id}/unlock`);
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(((await asOwner('GET', '/staff')).json() as StaffList).locked).toEqual([]);
    expect(
      (await trySignIn(t, colleague.email, STAFF_PASSWORD, { ip: guessers[0] })).statusCode,
    ).toBe(200);
    expect(await auditOf(colleague.id, 'staff.unlocked')).toMatchObject([
      { staffId: owner.id, changes: { locked: { before: true, after: false } } },
    ]);

    const unknown = await asOwner('POST', '/staff/00000000-0000-4000-8000-000000000000/unlock');
    expect(unknown.statusCode).toBe(404);
  });
});
