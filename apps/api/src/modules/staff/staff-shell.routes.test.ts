import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { admin, createStaff, signIn } from '../../../test/staff.ts';
import { createRateLimiter } from '../../lib/rate-limit.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { createStaffLimits } from './staff-limits.ts';
import { createStaffShell } from './staff-shell.ts';
import { createStaffRepository } from './staff.repository.ts';
import { totpCode } from './totp.ts';

let t: TestApp;
let shell: ReturnType<typeof createStaffShell>;
beforeAll(async () => {
  t = await buildTestApp();
  shell = createStaffShell({
    db: t.db,
    repo: createStaffRepository(t.db),
    audit: createAuditRepository(t.db),
    limits: createStaffLimits(createRateLimiter(t.db)),
    now: () => new Date(),
  });
});
afterAll(() => t.close());

describe('the staff command (npm run staff)', () => {
  it('gives a locked-out owner a new password and turns two-factor sign-in off', async () => {
    const owner = await createStaff(t, 'owner');
    const cookie = await signIn(t, owner.email);
    const { secret } = (
      await admin(t, 'POST', '/account/two-factor', undefined, { cookie })
    ).json();
    await admin(
      t,
      'POST',
      '/account/two-factor/confirm',
      { code: totpCode(secret, new Date()) },
      { cookie },
    );
    // Lost phone, lost codes, and five wrong passwords on top.
    for (let i = 0; i < 5; i++)
      await admin(t, 'POST', '/auth/sign-in', {
        email: owner.email,
        password: `wrong-${i}-password`,
      });

    await shell.resetPassword(owner.email, 'a-brand-new-long-password');
    await shell.resetTwoFactor(owner.email);
    expect((await admin(t, 'GET', '/session', undefined, { cookie })).statusCode).toBe(401);
    const back = await admin(t, 'POST', '/auth/sign-in', {
      email: owner.email,
      password: 'a-brand-new-long-password',
    });
    expect(back.json()).toMatchObject({ stage: 'ready', staff: { twoFactor: false } });
  });

  it('creates an owner, and refuses a common password or an e-mail already taken', async () => {
    await shell.createOwner('New.Owner@Shop.example', 'another-long-passphrase');
    expect(await signIn(t, 'new.owner@shop.example', 'another-long-passphrase')).toMatch(
      /aurelle_admin/,
    );
    await expect(
      shell.createOwner('new.owner@shop.example', 'another-long-passphrase'),
    ).rejects.toThrow(/already has a staff account/);
    await expect(shell.createOwner('third@shop.example', 'qwerty123456')).rejects.toThrow(/common/);
  });
});

describe('the first owner', () => {
  it('is made at start when no staff account exists: the demo owner, once', async () => {
    const fresh = await buildTestApp({ BRAND_SLUG: 'maison' });
    try {
      const created = await fresh.app.services.firstOwner();
      expect(created?.email).toBe('owner@maison.example');
      expect(created?.password).toHaveLength(24);
      expect(await fresh.app.services.firstOwner()).toBeNull();
      const password = String(created?.password);
      expect(await signIn(fresh, 'owner@maison.example', password)).toMatch(/aurelle_admin/);
    } finally {
      await fresh.close();
    }
  });

  it('is OWNER_EMAIL with OWNER_PASSWORD when they are set', async () => {
    const fresh = await buildTestApp({
      OWNER_EMAIL: 'Founder@Maison.in',
      OWNER_PASSWORD: 'the-founders-passphrase',
    });
    try {
      expect(await fresh.app.services.firstOwner()).toEqual({ email: 'founder@maison.in' });
      expect(await signIn(fresh, 'founder@maison.in', 'the-founders-passphrase')).toMatch(/admin/);
    } finally {
      await fresh.close();
    }
  });
});
