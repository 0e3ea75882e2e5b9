import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/** The e2e server's DATA_DIR (playwright.config.ts): its demo secrets. */
const dataDir = () => process.env.E2E_DATA_DIR ?? '';
export const OWNER_EMAIL = 'owner@aurelle.example';

/** The demo owner's password: the first 24 characters of its secret (apps/api config/env.ts). */
function ownerPassword(): string {
  const secrets = JSON.parse(readFileSync(join(dataDir(), 'secrets.json'), 'utf8')) as Record<
    string,
    string
  >;
  return (secrets['admin-owner-password'] ?? '').slice(0, 24);
}

const totpStep = (at = Date.now()) => Math.floor(at / 30_000);

function totpNow(secret: string): { code: string; step: number } {
  const timestamp = Date.now();
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });
  return { code, step: totpStep(timestamp) };
}

/** The owner's two-factor key, shared with admin-staff.spec.ts in the server's data dir. */
type OwnerKey = { secret: string; step: number };
const ownerKeyFile = () => join(dataDir(), 'e2e-admin-owner-totp.json');
const readOwnerKey = (): OwnerKey | undefined =>
  existsSync(ownerKeyFile())
    ? (JSON.parse(readFileSync(ownerKeyFile(), 'utf8')) as OwnerKey)
    : undefined;
const keepOwnerKey = (key: OwnerKey) => writeFileSync(ownerKeyFile(), JSON.stringify(key));

/**
 * Signs the demo owner in: with a code when an earlier spec turned two-factor sign-in on (each
 * 30-second step is taken once), else by setting it up as a person would and keeping the key.
 */
export async function signInOwner(page: Page): Promise<void> {
  const key = readOwnerKey();
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
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    return;
  }
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto('/admin/account/two-factor');
  const shown = page.getByRole('code');
  await expect(shown).toHaveText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  const secret = ((await shown.textContent()) ?? '').replace(/\s/g, '');
  const { code, step } = totpNow(secret);
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  keepOwnerKey({ secret, step });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}
