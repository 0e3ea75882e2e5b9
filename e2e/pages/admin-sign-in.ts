import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/** The e2e server's DATA_DIR (playwright.config.ts): its demo secrets. */
const dataDir = () => process.env.E2E_DATA_DIR ?? '';
export const OWNER_EMAIL = 'owner@aurelle.example';

/** The demo owner's password: the first 24 characters of its secret (apps/api config/env.ts). */
export function ownerPassword(): string {
  const secrets = JSON.parse(readFileSync(join(dataDir(), 'secrets.json'), 'utf8')) as Record<
    string,
    string
  >;
  return (secrets['admin-owner-password'] ?? '').slice(0, 24);
}

export const totpStep = (at = Date.now()) => Math.floor(at / 30_000);

export function totpNow(secret: string): { code: string; step: number } {
  const timestamp = Date.now();
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });
  return { code, step: totpStep(timestamp) };
}

/** The owner's two-factor key, shared with admin-staff.spec.ts in the server's data dir. */
export type OwnerKey = { secret: string; step: number };
const ownerKeyFile = () => join(dataDir(), 'e2e-admin-owner-totp.json');
export const readOwnerKey = (): OwnerKey | undefined =>
  existsSync(ownerKeyFile())
    ? (JSON.parse(readFileSync(ownerKeyFile(), 'utf8')) as OwnerKey)
    : undefined;
export const keepOwnerKey = (key: OwnerKey) => writeFileSync(ownerKeyFile(), JSON.stringify(key));

/**
 * Two-factor set-up as a person does it: reads the key the screen shows (in groups of four),
 * types the code an authenticator app would show, and keeps the ten recovery codes. Answers the
 * key and the step of the code it used.
 */
export async function enrolTwoFactor(page: Page): Promise<OwnerKey> {
  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
  const key = page.getByRole('code');
  await expect(key).toHaveText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  const secret = ((await key.textContent()) ?? '').replace(/\s/g, '');
  const { code, step } = totpNow(secret);
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in is on.' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  return { secret, step };
}

/**
 * The demo owner's password, then, when two-factor sign-in is on (`key`), the code of a step not
 * used yet; ends on the dashboard.
 */
export async function signInOwnerWithKey(page: Page, key: OwnerKey | undefined): Promise<void> {
  await page.goto('/admin/sign-in');
  await page.getByLabel('E-mail').fill(OWNER_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(ownerPassword());
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (key) {
    await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    await expect.poll(() => totpStep(), { timeout: 31_000 }).toBeGreaterThan(key.step);
    const { code, step } = totpNow(key.secret);
    keepOwnerKey({ secret: key.secret, step });
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

/**
 * Signs the demo owner in: with a code when an earlier spec turned two-factor sign-in on (each
 * 30-second step is taken once), else by setting it up as a person would and keeping the key.
 */
export async function signInOwner(page: Page): Promise<void> {
  const key = readOwnerKey();
  await signInOwnerWithKey(page, key);
  if (key) return;
  await page.goto('/admin/account/two-factor');
  keepOwnerKey(await enrolTwoFactor(page));
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

/** The invitation e-mail to `to` in the demo outbox, decoded from quoted-printable; or ''. */
export function invitationMail(to: string): string {
  const outbox = join(dataDir(), 'outbox');
  let names: string[];
  try {
    names = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return ''; // no e-mail sent yet
  }
  for (const name of names) {
    const text = readFileSync(join(outbox, name), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (text.includes(to) && text.includes('/admin/accept-invitation#token=')) return text;
  }
  return '';
}

/**
 * A colleague joins as a person would: the signed-in owner on `owner` invites them with `role`,
 * they open the e-mailed link in a browser of their own, choose a password and set up two-factor
 * sign-in. Answers their page, signed in.
 */
export async function colleagueJoins(
  owner: Page,
  browser: Browser,
  baseURL: string | undefined,
  {
    email,
    name,
    role,
  }: { email: string; name: string; role: 'Manager' | 'Fulfilment' | 'Accountant' },
): Promise<Page> {
  await owner.goto('/admin/staff');
  await owner.getByRole('button', { name: 'Invite' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Invite a colleague' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await owner.getByRole('option', { name: new RegExp(`^${role}`) }).click();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => invitationMail(email), { timeout: 10_000 }).not.toBe('');
  const link = /\/admin\/accept-invitation#token=[\w-]+/.exec(invitationMail(email))?.[0] ?? '';
  const page = await (await browser.newContext({ baseURL })).newPage();
  await page.goto(link);
  await page.getByLabel('Choose a password').fill('copper-harbour-lights-7');
  await page.getByLabel('Type the password again').fill('copper-harbour-lights-7');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/admin\/account\/two-factor$/);
  await enrolTwoFactor(page);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  return page;
}
