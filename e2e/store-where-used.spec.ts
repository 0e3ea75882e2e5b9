import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PHONE_CONTEXT } from '../scripts/chromium.mjs';
import { expect, test } from './fixtures.ts';

const ASSETS_DIR = join(import.meta.dirname, '..', 'apps', 'web', 'dist', 'assets');

/**
 * The packages a served script was built from, read from its source map in the web build (the
 * bundler's runtime has none, and no package).
 */
function packagesOf(url: string): string[] {
  const map = join(ASSETS_DIR, `${new URL(url).pathname.split('/').pop() ?? ''}.map`);
  if (!existsSync(map)) return [];
  const { sources } = JSON.parse(readFileSync(map, 'utf8')) as {
    sources: string[];
  };
  return sources.map((source) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? '');
}

const RTK = ['@reduxjs/toolkit', 'react-redux', 'immer', 'reselect', 'redux'];

test('a visitor’s home, shop and product pages go without RTK Query; a drawer brings it (decisions 0059, 0060)', async ({
  browser,
}) => {
  const context = await browser.newContext(PHONE_CONTEXT);
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (/\/assets\/.+\.js$/.test(response.url())) scripts.push(response.url());
  });
  const loaded = () => [...new Set(scripts.flatMap(packagesOf))];
  for (const path of ['/', '/shop/opus']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(loaded(), path).toContain('react-dom');
    expect(
      loaded().filter((name) => RTK.includes(name)),
      path,
    ).toEqual([]);
  }
  // The menu's drawer calls nothing of RTK Query, but the drawers' module holds the ones that do.
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(loaded()).toContain('@reduxjs/toolkit');
  // A visitor's product page starts without it too, and records the visit, once the page is
  // idle, past it (decision 0060).
  scripts.length = 0;
  const recorded = page.waitForResponse(/\/api\/activity\/recently-viewed\/add$/);
  await page.goto('/product/lumiere-solitaire-ring');
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  expect((await recorded).status()).toBe(200);
  await page.waitForLoadState('networkidle');
  expect(loaded().filter((name) => RTK.includes(name))).toEqual([]);
  await context.close();
});
