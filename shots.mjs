import { chromium } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { TOTP, Secret } from 'otpauth';
import { CHROMIUM_PATH, CHROMIUM_ARGS } from './scripts/chromium.mjs';
const base = 'http://127.0.0.1:8123';
const password = process.argv[2];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 860 } });
const page = await ctx.newPage();
await page.goto(`${base}/admin/sign-in`);
await page.getByLabel(/e-mail/i).fill('owner@aurelle.example');
await page.getByLabel(/^password/i).fill(password);
await page.getByRole('button', { name: /sign in/i }).click();
await page.waitForTimeout(1000);
// invite someone, so the staff list and the audit log have rows
await page.goto(`${base}/admin/staff`);
await page.getByRole('button', { name: /invite/i }).first().click();
await page.getByLabel(/e-mail/i).fill('meera@aurelle.example');
await page.getByLabel(/^name/i).fill('Meera Iyer');
await page.getByRole('dialog').getByRole('button', { name: /invit|send/i }).click();
await page.waitForTimeout(2500);
const eml = readdirSync('/tmp/shot-data/outbox').map((f) => readFileSync(`/tmp/shot-data/outbox/${f}`, 'utf8')).join('').replace(/=\r?\n/g, '').replaceAll('=3D', '=');
const token = /accept-invitation#token=([A-Za-z0-9_-]+)/.exec(eml)?.[1];
for (const width of [1280, 390]) {
  const c2 = await browser.newContext({ viewport: { width, height: width > 500 ? 860 : 844 }, isMobile: width < 500 });
  const p2 = await c2.newPage();
  await p2.goto(`${base}/admin/accept-invitation#token=${token}`);
  await p2.waitForTimeout(1200);
  await p2.screenshot({ path: `/tmp/shots/accept-${width}.png`, fullPage: true });
  await c2.close();
}
// enrol the owner, then sign in again to see the code screen
await page.goto(`${base}/admin/account/two-factor`);
await page.waitForTimeout(800);
const secret = (await page.locator('code, [class*=secret]').first().innerText()).replace(/\s/g, '');
const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
await page.getByLabel(/^code/i).fill(code);
await page.getByRole('button', { name: /turn on/i }).click();
await page.waitForTimeout(1000);
await page.screenshot({ path: `/tmp/shots/recovery-codes-1280.png`, fullPage: true });
for (const width of [1280, 390]) {
  const c3 = await browser.newContext({ viewport: { width, height: width > 500 ? 860 : 844 }, isMobile: width < 500 });
  const p3 = await c3.newPage();
  await p3.goto(`${base}/admin/sign-in`);
  await p3.getByLabel(/e-mail/i).fill('owner@aurelle.example');
  await p3.getByLabel(/^password/i).fill(password);
  await p3.getByRole('button', { name: /sign in/i }).click();
  await p3.waitForTimeout(1200);
  await p3.screenshot({ path: `/tmp/shots/code-${width}.png`, fullPage: true });
  await p3.getByLabel(/code/i).first().fill('000000');
  await p3.getByRole('button', { name: /sign in|continue|verify/i }).first().click();
  await p3.waitForTimeout(1000);
  await p3.screenshot({ path: `/tmp/shots/code-wrong-${width}.png`, fullPage: true });
  await c3.close();
}
for (const width of [1280, 390]) {
  await page.setViewportSize({ width, height: width > 500 ? 860 : 844 });
  for (const path of ['staff', 'audit', 'settings', 'account']) {
    await page.goto(`${base}/admin/${path}`);
    await page.waitForTimeout(700);
    await page.screenshot({ path: `/tmp/shots/${path}-${width}.png`, fullPage: true });
  }
}
await browser.close();
