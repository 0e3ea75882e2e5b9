import type { BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signInOwner } from './pages/admin-sign-in.ts';
import { shot } from './pages/cart-drawer.ts';
import { acceptCookies } from './pages/shell.ts';

// The owner's sign-in may wait for the next two-factor step (30 s).
test.setTimeout(120_000);

/** The hero's group of a language's fields on the Home page screen. */
const heroGroup = (page: Page, language: 'English' | 'French') =>
  page.getByRole('group', { name: language }).first();

/** Types the hero's titles in both languages; the titles the form held. */
async function typeHeroTitles(page: Page, en: string, fr: string) {
  await page.goto('/admin/content/home');
  await expect(page.getByRole('heading', { name: 'Home page', level: 1 })).toBeVisible();
  const enTitle = heroGroup(page, 'English').getByRole('textbox', { name: 'Title', exact: true });
  const frTitle = heroGroup(page, 'French').getByRole('textbox', { name: 'Title', exact: true });
  const before = { en: await enTitle.inputValue(), fr: await frTitle.inputValue() };
  await enTitle.fill(en);
  await frTitle.fill(fr);
  return before;
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Published: the shop shows it now.' }),
  ).toBeVisible();
}

/** The shop's home page hero's title, in a visitor's browser of `language`. */
async function shopHeroTitle(context: BrowserContext, language: 'en' | 'fr') {
  const page = await context.newPage();
  await page.goto('/');
  const title = await page.getByRole('heading', { level: 1 }).first().textContent();
  return { page, title: title?.trim(), language };
}

test('the owner edits the home hero in English and French, previews it, publishes, and the shop shows both at once', async ({
  browser,
  baseURL,
  page,
}) => {
  const stamp = Date.now().toString(36);
  const en = `Held in light ${stamp}`;
  const fr = `Tenue dans la lumière ${stamp}`;
  const visitor = await browser.newContext({ baseURL });
  await acceptCookies(visitor, baseURL);
  const french = await browser.newContext({ baseURL });
  await acceptCookies(french, baseURL);
  const { hostname } = new URL(baseURL ?? 'http://127.0.0.1');
  await french.addCookies([
    { name: 'selectedLanguage', value: '{"code":"fr"}', domain: hostname, path: '/' },
  ]);

  await signInOwner(page);
  const before = await typeHeroTitles(page, en, fr);
  try {
    await test.step('the draft shows in the preview only, not to visitors', async () => {
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByText('Draft saved. Preview it, then publish.')).toBeVisible();
      const [preview] = await Promise.all([
        page.waitForEvent('popup'),
        page.getByRole('button', { name: 'Preview the shop' }).click(),
      ]);
      await expect(preview.getByRole('heading', { level: 1, name: en })).toBeVisible();
      await preview.close();
      const shown = await shopHeroTitle(visitor, 'en');
      expect(shown.title).toBe(before.en);
      await shown.page.close();
    });

    await test.step('published, the shop shows it in English and in French at once', async () => {
      await publish(page);
      await expectNoAxeViolations(page);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await shot(page, `admin-content-home-${width}`);
      }
      const english = await shopHeroTitle(visitor, 'en');
      await expect(english.page.getByRole('heading', { level: 1, name: en })).toBeVisible();
      const inFrench = await shopHeroTitle(french, 'fr');
      await expect(inFrench.page.getByRole('heading', { level: 1, name: fr })).toBeVisible();
      for (const width of [390, 1280]) {
        for (const shown of [english, inFrench]) {
          await shown.page.setViewportSize({ width, height: 900 });
          await shot(shown.page, `shop-home-after-publish-${shown.language}-${width}`);
        }
      }
    });
  } finally {
    // Other specs read the seeded hero: it is published back whatever happened above.
    await typeHeroTitles(page, before.en, before.fr);
    await publish(page);
    await visitor.close();
    await french.close();
  }
});

/** The names of the categories listed under `list` on the Home page screen, in order. */
async function categoryNames(page: Page, list: string) {
  const rows = page.getByRole('list', { name: list }).getByRole('listitem');
  return rows.evaluateAll((items) =>
    items.map((item) => item.firstElementChild?.textContent ?? ''),
  );
}

/** The shop's home page category tiles' names, in the page's order. */
async function shopTileNames(context: BrowserContext) {
  const shop = await context.newPage();
  await shop.goto('/');
  const names = shop.locator('section[aria-labelledby="categories-title"] li a p');
  await expect(names.first()).toBeVisible();
  const shown = await names.evaluateAll((items) =>
    items.map((item) => item.firstChild?.textContent?.trim() ?? ''),
  );
  return { shop, shown };
}

test('the owner orders the categories on home, publishes, and the shop’s home shows that order', async ({
  browser,
  baseURL,
  page,
}) => {
  const visitor = await browser.newContext({ baseURL });
  await acceptCookies(visitor, baseURL);
  await signInOwner(page);
  await page.goto('/admin/content/home');
  const shownList = 'Shown on home, in order';
  await expect(page.getByRole('list', { name: shownList })).toBeVisible();
  const before = await categoryNames(page, shownList);
  expect(before.length).toBeGreaterThan(1);
  const [first = '', second = ''] = before;
  try {
    await page.getByRole('button', { name: `Move ${second} up` }).click();
    expect(await categoryNames(page, shownList)).toEqual([second, first, ...before.slice(2)]);
    await publish(page);
    const { shop, shown } = await shopTileNames(visitor);
    expect(shown.slice(0, 2)).toEqual([second, first]);
    await expectNoAxeViolations(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole('list', { name: shownList }).scrollIntoViewIfNeeded();
      await shot(page, `admin-content-home-categories-${width}`);
      await shop.setViewportSize({ width, height: 900 });
      await shop.locator('section[aria-labelledby="categories-title"]').scrollIntoViewIfNeeded();
      await shot(shop, `shop-home-categories-${width}`);
    }
    await page.getByRole('button', { name: 'Choose picture' }).scrollIntoViewIfNeeded();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `admin-content-home-hero-${width}`);
    }
    await page.getByRole('button', { name: 'Choose picture' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose the hero’s picture' });
    // The library's thumbnails load: the first one has its pixels.
    await expect
      .poll(() =>
        dialog
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, `admin-content-home-picture-dialog-${width}`);
    }
    await page.keyboard.press('Escape');

    // A draft discarded after a confirmation: the form shows what the shop shows again.
    await page.getByRole('button', { name: `Move ${first} up` }).click();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved. Preview it, then publish.')).toBeVisible();
    await page.getByRole('button', { name: 'Discard draft' }).click();
    const confirm = page.getByRole('dialog', { name: 'Discard the draft?' });
    await expect(confirm).toBeVisible();
    await shot(page, 'admin-content-home-discard-1280');
    await confirm.getByRole('button', { name: 'Discard draft' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Draft discarded: the form shows what the shop shows.' }),
    ).toBeVisible();
    expect((await categoryNames(page, shownList)).slice(0, 2)).toEqual([second, first]);
  } finally {
    // Other specs read the seeded order: it is published back whatever happened above.
    await page.goto('/admin/content/home');
    const now = await categoryNames(page, shownList);
    if (now[0] === second && now[1] === first) {
      await page.getByRole('button', { name: `Move ${first} up` }).click();
      await publish(page);
    }
    await visitor.close();
  }
});

test('the owner uploads a picture in the hero’s dialog, waits for it to be made, and chooses it', async ({
  page,
}) => {
  await signInOwner(page);
  await page.goto('/admin/content/home');
  await page.getByRole('button', { name: 'Choose picture' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose the hero’s picture' });
  await expect(dialog.getByRole('list', { name: 'The library’s pictures' })).toBeVisible();
  // A picture of its own each run: its colour from the time.
  const shade = Date.now() % 200;
  const png = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 176, g: 141, b: shade } },
  })
    .png()
    .toBuffer();
  await dialog
    .getByLabel('Upload a picture')
    .setInputFiles({ name: 'hero-upload.png', mimeType: 'image/png', buffer: png });
  await expect(
    dialog.getByText('hero-upload.png is uploaded; it can be chosen once it is ready.'),
  ).toBeVisible();
  const own = dialog
    .getByRole('list', { name: 'The library’s pictures' })
    .getByRole('button')
    .first();
  await expect(own).toHaveAccessibleName('The shop’s picture', { timeout: 30_000 });
  await expect
    .poll(() =>
      own.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
  await expectNoAxeViolations(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `admin-content-home-picture-uploaded-${width}`);
  }
  await own.click();
  await expect(dialog).toBeHidden();
  // Chosen only in the form: nothing is saved, so the shop's hero stays as seeded.
  await expect(page.getByRole('textbox', { name: 'Picture' })).toHaveValue(
    /^\/media\/p\/[0-9a-f]{20}\.900w\.webp$/,
  );
});
