import type { BrowserContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signInOwner } from './pages/admin-sign-in.ts';
import { shot } from './pages/cart-drawer.ts';
import { acceptCookies } from './pages/shell.ts';

// The owner's sign-in may wait for the next two-factor step (30 s).
test.setTimeout(150_000);

const SLUG = `winter-pearls-${Date.now().toString(36)}`;
const POST = {
  en: {
    title: 'Pearls in winter light',
    excerpt: 'Why pearls glow on short days.',
    body: 'Winter light is soft, and pearls love it.',
  },
  fr: {
    title: 'Perles à la lumière d’hiver',
    excerpt: 'Pourquoi les perles brillent l’hiver.',
    body: 'La lumière d’hiver est douce, et les perles l’adorent.',
  },
} as const;

async function shopContext(context: BrowserContext, baseURL: string | undefined, lang: string) {
  await acceptCookies(context, baseURL);
  await context.addCookies([
    {
      name: 'selectedLanguage',
      value: JSON.stringify({ code: lang }),
      url: baseURL ?? 'http://127.0.0.1',
    },
  ]);
}

async function screenshots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the owner publishes a blog post in both languages and the shop lists its card and shows it', async ({
  browser,
  baseURL,
  page,
}) => {
  await signInOwner(page);
  try {
    await test.step('the owner opens Content, then the Blog tab, with today’s posts', async () => {
      await page.goto('/admin/content/home');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Content' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Pages' })).toHaveCount(0);
      await page
        .getByRole('navigation', { name: 'Content' })
        .getByRole('link', { name: 'Blog' })
        .click();
      await expect(page.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: 'How to choose a solitaire' })).toBeVisible();
      await expectNoAxeViolations(page);
      await screenshots(page, 'admin-blog');
    });

    await test.step('the owner writes the post in English and French and publishes it', async () => {
      await page.getByRole('link', { name: 'New post' }).click();
      await page.getByRole('textbox', { name: 'Address' }).fill(SLUG);
      await page
        .getByRole('textbox', { name: 'Card picture' })
        .fill('/media/blog/caring-for-pearls.webp');
      await page.getByRole('checkbox', { name: 'Show in the shop' }).check();
      for (const [legend, lang] of [
        ['English', 'en'],
        ['French', 'fr'],
      ] as const) {
        const group = page.getByRole('group', { name: legend });
        await group.getByRole('textbox', { name: 'Title' }).fill(POST[lang].title);
        await group.getByRole('textbox', { name: 'Card text' }).fill(POST[lang].excerpt);
        await group.getByRole('textbox', { name: 'Text', exact: true }).click();
        await page.keyboard.type(POST[lang].body);
      }
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Save post' }).click();
      // Once created, the screen opens the post's own editor (its confirmation may go with the
      // screen it was shown on).
      await expect(page).toHaveURL(/\/admin\/blog\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('textbox', { name: 'Title' }).first()).toHaveValue(POST.en.title);
      await screenshots(page, 'admin-blog-edit');
    });

    for (const lang of ['en', 'fr'] as const) {
      await test.step(`the shop's blog lists the card and shows the post (${lang})`, async () => {
        const context = await browser.newContext({ baseURL });
        await shopContext(context, baseURL, lang);
        const visitor = await context.newPage();
        await visitor.goto('/Blog');
        const card = visitor.getByRole('link', { name: POST[lang].title });
        await expect(card).toBeVisible();
        await expect(visitor.getByText(POST[lang].excerpt)).toBeVisible();
        await screenshots(visitor, `shop-blog-${lang}`);
        await card.click();
        await expect(
          visitor.getByRole('heading', { level: 1, name: POST[lang].title }),
        ).toBeVisible();
        await expect(visitor.getByText(POST[lang].body)).toBeVisible();
        await screenshots(visitor, `shop-blog-post-${lang}`);
        await context.close();
      });
    }
  } finally {
    // Other specs read today's cards: the post goes whatever happened above.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/blog');
    // The list has loaded once the seeded post is on it; only then may the post's absence count.
    await expect(page.getByRole('link', { name: 'How to choose a solitaire' })).toBeVisible();
    const remove = page.getByRole('button', { name: `Delete ${POST.en.title}` });
    if ((await remove.count()) > 0) {
      await remove.click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete post' }).click();
      await expect(remove).toHaveCount(0);
    }
  }
});
