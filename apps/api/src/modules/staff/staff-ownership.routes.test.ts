import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminMessages, type StaffMember } from '@aurelle/contract';
import {
  admin,
  enrolTwoFactor,
  sessionCookieOf,
  signedInStaff,
  trySignIn,
  useStaffTestApp,
} from '../../../test/staff.ts';
import { totpCode } from './totp.ts';

const { t, sink, clock } = useStaffTestApp();
/** The shop's first owner, made as at a first start, with two-factor sign-in set up. */
let first: { id: string; email: string; password: string; secret: string; cookie: string };

/** A code for the next 30-second step (each step's code is taken once). */
function nextCode(secret: string): string {
  clock.advance(30);
  return totpCode(secret, clock.now());
}

beforeAll(async () => {
  const created = await t.app.firstOwner();
  if (!created?.password) throw new Error('no first owner made');
  const signedIn = await trySignIn(t, created.email, created.password);
  // The code of the next 30-second step; confirming gives the session a new id.
  clock.advance(30);
  const { secret, cookie } = await enrolTwoFactor(t, sessionCookieOf(signedIn), clock.now());
  const id = signedIn.json().staff.id as string;
  first = { id, email: created.email, password: created.password, secret, cookie };
});

let seq = 0;
/** `from` invites someone as `role`; answers the invitation's id and the e-mailed token. */
async function invite(from: { cookie: string }, role: 'owner' | 'fulfilment') {
  const email = `owned${seq++}@staff.example`;
  const response = await admin(
    t,
    'POST',
    '/staff/invitations',
    { email, name: 'Dev Rao', role },
    { cookie: from.cookie },
  );
  expect(response.statusCode).toBe(200);
  await t.app.jobs.drain();
  const raw = sink.received
    .find((m) => m.to.includes(email))
    ?.raw.replace(/=\r?\n/g, '')
    .replaceAll('=3D', '=');
  const token = /accept-invitation#token=([A-Za-z0-9_-]+)/.exec(raw ?? '')?.[1];
  if (!token) throw new Error('no invitation e-mailed');
  return { id: response.json().id as string, email, token };
}

const accept = (token: string) =>
  admin(t, 'POST', '/auth/accept-invitation', {
    token,
    name: 'Dev Rao',
    password: 'copper-harbour-lights-7',
  });

async function staffList(cookie = first.cookie) {
  const list = await admin(t, 'GET', '/staff', undefined, { cookie });
  expect(list.statusCode).toBe(200);
  return list.json() as { staff: StaffMember[]; invitations: { id: string }[] };
}

async function auditOf(entityType: string, entityId: string) {
  const log = await admin(
    t,
    'GET',
    `/audit?entityType=${entityType}&entityId=${entityId}`,
    undefined,
    { cookie: first.cookie },
  );
  return log.json().entries as { action: string; actor: string; changes: object }[];
}

describe('invitations outlive no sender', () => {
  it('deactivating an owner withdraws the invitations they sent (audited); their links stop working', async () => {
    const sender = await signedInStaff(t, 'owner');
    const colleague = await invite(sender, 'fulfilment');
    const owner = await invite(sender, 'owner');
    const off = await admin(t, 'PUT', `/staff/${sender.id}`, { active: false }, first);
    expect(off.statusCode).toBe(200);

    expect((await accept(colleague.token)).statusCode).toBe(404);
    expect((await accept(owner.token)).statusCode).toBe(404);
    const pending = (await staffList()).invitations.map((i) => i.id);
    expect(pending).not.toContain(colleague.id);
    expect(pending).not.toContain(owner.id);
    const [withdrawn] = await auditOf('invitation', owner.id);
    expect(withdrawn).toMatchObject({
      action: 'staff.invitation-withdrawn',
      actor: first.email,
      changes: { email: { after: owner.email }, reason: { after: 'sender deactivated' } },
    });
  });

  it('demoting an owner withdraws theirs too', async () => {
    const sender = await signedInStaff(t, 'owner');
    const invited = await invite(sender, 'owner');
    const demoted = await admin(t, 'PUT', `/staff/${sender.id}`, { role: 'manager' }, first);
    expect(demoted.statusCode).toBe(200);
    expect((await accept(invited.token)).statusCode).toBe(404);
    const [withdrawn] = await auditOf('invitation', invited.id);
    expect(withdrawn?.changes).toMatchObject({ reason: { after: 'sender no longer an owner' } });
  });

  it('refuses a link whose sender can no longer invite, even one left pending', async () => {
    const sender = await signedInStaff(t, 'owner');
    const invited = await invite(sender, 'owner');
    // As a database from before this rule may hold: the sender off, the invitation still pending.
    await t.db.execute(sql`update staff_accounts set active = false where id = ${sender.id}`);
    expect((await admin(t, 'POST', '/auth/invitation', { token: invited.token })).statusCode).toBe(
      404,
    );
    const refused = await accept(invited.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(adminMessages.invitationInvalid);
    expect((await staffList()).staff.map((m) => m.email)).not.toContain(invited.email);
  });

  it('only an owner invites an owner', async () => {
    const manager = await signedInStaff(t, 'manager');
    const response = await admin(
      t,
      'POST',
      '/staff/invitations',
      { email: 'would-be-owner@staff.example', name: 'Would Be', role: 'owner' },
      { cookie: manager.cookie },
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('the first owner', () => {
  it('is shown, and a newer owner can neither demote nor deactivate them', async () => {
    const newer = await signedInStaff(t, 'owner');
    const { staff } = await staffList();
    expect(staff.filter((m) => m.firstOwner).map((m) => m.id)).toEqual([first.id]);
    for (const body of [{ role: 'manager' }, { active: false }, { role: 'fulfilment' }]) {
      const refused = await admin(t, 'PUT', `/staff/${first.id}`, body, newer);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(adminMessages.firstOwnerStays);
    }
    const after = (await staffList()).staff.find((m) => m.id === first.id);
    expect(after).toMatchObject({ role: 'owner', active: true, firstOwner: true });
    // The first owner may change the newer one.
    const demoted = await admin(t, 'PUT', `/staff/${newer.id}`, { role: 'manager' }, first);
    expect(demoted.statusCode).toBe(200);
  });

  it('transfers ownership only with their password and a current code, to an active owner', async () => {
    const heir = await signedInStaff(t, 'owner');
    const manager = await signedInStaff(t, 'manager');
    const transfer = (body: object, cookie = first.cookie) =>
      admin(t, 'POST', '/staff/transfer-ownership', body, { cookie });
    const right = () => ({
      staffId: heir.id,
      password: first.password,
      code: nextCode(first.secret),
    });

    const byAnother = await transfer({ ...right(), password: heir.password }, heir.cookie);
    expect(byAnother.statusCode).toBe(403);
    expect(byAnother.json().message).toBe(adminMessages.onlyFirstOwner);
    const toManager = await transfer({ ...right(), staffId: manager.id });
    expect(toManager.statusCode).toBe(409);
    expect(toManager.json().errors.staffId).toBe(adminMessages.transferToOwner);
    const wrongPassword = await transfer({ ...right(), password: 'not-the-password-at-all' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().errors.password).toBe(adminMessages.passwordWrong);
    const code = nextCode(first.secret);
    const wrongCode = await transfer({ ...right(), code: code === '000000' ? '111111' : '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().errors.code).toBe(adminMessages.codeRefused);
    expect((await staffList()).staff.find((m) => m.firstOwner)?.id).toBe(first.id);

    const moved = await transfer(right());
    expect(moved.statusCode).toBe(200);
    const { staff } = await staffList();
    expect(staff.filter((m) => m.firstOwner).map((m) => m.id)).toEqual([heir.id]);
    const [entry] = await auditOf('staff', heir.id);
    expect(entry).toMatchObject({
      action: 'staff.ownership-transferred',
      actor: first.email,
      changes: { firstOwner: { before: first.email, after: heir.email } },
    });

    // The rule now guards the heir, and no longer the one who handed it over.
    const demoteHeir = await admin(t, 'PUT', `/staff/${heir.id}`, { role: 'manager' }, first);
    expect(demoteHeir.statusCode).toBe(409);
    expect(demoteHeir.json().message).toBe(adminMessages.firstOwnerStays);
    const again = await transfer(right());
    expect(again.statusCode).toBe(403);
    // The heir has no two-factor sign-in yet: a transfer of theirs needs it first.
    const heirs = await transfer(
      { staffId: first.id, password: heir.password, code: '123456' },
      heir.cookie,
    );
    expect(heirs.statusCode).toBe(409);
    expect(heirs.json().message).toBe(adminMessages.twoFactorFirst);
    const demoteFirst = await admin(t, 'PUT', `/staff/${first.id}`, { role: 'manager' }, heir);
    expect(demoteFirst.statusCode).toBe(200);
  });
});
