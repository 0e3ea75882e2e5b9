import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from '../../../test/build-test-app.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { tempDirs } from '../../../test/temp-dirs.ts';
import {
  admin,
  createStaff,
  enrolTwoFactor,
  signIn,
  STAFF_PASSWORD,
  trySignIn,
  WEAK_PASSWORDS,
} from '../../../test/staff.ts';
import { createRateLimiter } from '../../lib/rate-limit.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { createStaffLimits } from './staff-limits.ts';
import { createStaffShell } from './staff-shell.ts';
import { createStaffRepository } from './staff.repository.ts';

const t = useTestApp();
let shell: ReturnType<typeof createStaffShell>;
beforeAll(async () => {
  shell = createStaffShell({
    db: t.db,
    repo: createStaffRepository(t.db),
    audit: createAuditRepository(t.db),
    limits: createStaffLimits(createRateLimiter(t.db)),
    site: { brandName: 'Aurelle', brandSlug: 'aurelle' },
    now: () => new Date(),
  });
});

const CLI = resolve(import.meta.dirname, '..', '..', 'staff-cli.ts');
const dataDir = tempDirs('aurelle-staff-cli-');

/** Runs `npm run staff -- …` as the owner would, on its own (embedded) database. */
function staffCommand(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir(), LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done) =>
    child.on('exit', (code) => done({ code, stdout, stderr })),
  );
}

describe('the staff command (npm run staff)', () => {
  it('gives a locked-out owner a new password and turns two-factor sign-in off', async () => {
    const owner = await createStaff(t, 'owner');
    const signedIn = await signIn(t, owner.email);
    const { cookie } = await enrolTwoFactor(t, signedIn);
    // Lost phone, lost codes, and five wrong passwords on top.
    for (let i = 0; i < 5; i++)
      await admin(t, 'POST', '/auth/sign-in', {
        email: owner.email,
        password: `wrong-${i}-password`,
      });

    await shell.resetPassword(owner.email, 'a-brand-new-long-password');
    await shell.resetTwoFactor(owner.email);
    expect((await admin(t, 'GET', '/session', undefined, { cookie })).statusCode).toBe(401);
    const back = await trySignIn(t, owner.email, 'a-brand-new-long-password');
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

  it('refuses a password that is easy to guess, saying why, and changes nothing', async () => {
    const owner = await createStaff(t, 'owner');
    for (const [weak, feedback] of Object.entries(WEAK_PASSWORDS)) {
      await expect(shell.createOwner('second.owner@shop.example', weak)).rejects.toThrow(feedback);
      await expect(shell.resetPassword(owner.email, weak)).rejects.toThrow(feedback);
    }
    // The shop's name, the person's e-mail and name count as known words.
    await expect(shell.resetPassword(owner.email, 'Aurelle2026!')).rejects.toThrow(
      "It contains your name, your e-mail or the shop's name or trade.",
    );
    await expect(signIn(t, 'second.owner@shop.example', 'password1234')).rejects.toThrow(/401/);
    expect(await signIn(t, owner.email, STAFF_PASSWORD)).toMatch(/aurelle_admin/);
  });

  it('says so on one line and stops before opening the database', async () => {
    const run = await staffCommand([
      'reset-password',
      '--email',
      'owner@shop.example',
      '--password',
      'password1234',
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(`The password is refused: ${WEAK_PASSWORDS.password1234}`);
    expect(run.stdout).toBe('');
  });
});

describe('the first owner', () => {
  it('is made at start when no staff account exists: the demo owner, once', async () => {
    await withTestApp({ BRAND_SLUG: 'maison' }, async (fresh) => {
      const created = await fresh.app.firstOwner();
      expect(created?.email).toBe('owner@maison.example');
      expect(created?.password).toHaveLength(24);
      expect(await fresh.app.firstOwner()).toBeNull();
      const password = String(created?.password);
      expect(await signIn(fresh, 'owner@maison.example', password)).toMatch(/aurelle_admin/);
    });
  });

  it('is OWNER_EMAIL with OWNER_PASSWORD when they are set', async () => {
    const owner = { OWNER_EMAIL: 'Founder@Maison.in', OWNER_PASSWORD: 'the-founders-passphrase' };
    await withTestApp(owner, async (fresh) => {
      expect(await fresh.app.firstOwner()).toEqual({ email: 'founder@maison.in' });
      expect(await signIn(fresh, 'founder@maison.in', 'the-founders-passphrase')).toMatch(/admin/);
    });
  });

  it('is refused with the reason when OWNER_PASSWORD is easy to guess, and nobody is made', async () => {
    const owner = { OWNER_EMAIL: 'founder@maison.in', OWNER_PASSWORD: 'passwordpassword' };
    await withTestApp(owner, async (fresh) => {
      await expect(fresh.app.firstOwner()).rejects.toThrow(WEAK_PASSWORDS.passwordpassword);
      expect((await fresh.app.staffTeam.list()).staff).toEqual([]);
    });
  });
});
