import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signInOwner } from './pages/admin-sign-in.ts';
import { shot } from './pages/cart-drawer.ts';
import { acceptCookies } from './pages/shell.ts';

// The owner's sign-in may wait for the next two-factor step (30 s).
test.setTimeout(120_000);

const BEFORE =
  'Every order ships free of charge, fully insured and in discreet packaging, and requires a signature on delivery.';
const AFTER = 'Every order ships free, insured, in a sealed box, against a signature.';
const ANCHORS = [
  ['shipping-policy', 'Shipping policy'],
  ['return-exchange-policy', 'Returns and exchanges'],
  ['privacy-policy', 'Privacy policy'],
  ['terms-condition', 'Terms and conditions'],
] as const;

/** The English text's editor on the policies page's screen. */
async function englishText(page: Page): Promise<Locator> {
  await page.goto('/admin/pages/policies');
  const english = page.getByRole('group', { name: 'English' });
  const editor = english.getByRole('textbox', { name: 'Text' });
  await expect(editor).toBeVisible();
  return editor;
}

/** Replaces the English paragraph that reads `from` with `to`, and saves. */
async function rewriteParagraph(page: Page, from: string, to: string) {
  const editor = await englishText(page);
  await editor.getByText(from, { exact: true }).click({ clickCount: 3 });
  await page.keyboard.type(to);
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByText('Page saved. The shop shows it now.')).toBeVisible();
}

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

test('the owner edits the policies page and the shop shows it, its four anchors still working', async ({
  browser,
  baseURL,
  page,
}) => {
  const visitorContext = await browser.newContext({ baseURL });
  await shopContext(visitorContext, baseURL, 'en');
  const visitor = await visitorContext.newPage();

  await signInOwner(page);
  try {
    await test.step('the shop shows today’s policies', async () => {
      await visitor.goto('/policies');
      await expect(visitor.getByText(BEFORE)).toBeVisible();
    });

    await test.step('the owner opens Pages and changes a paragraph in English', async () => {
      await page.goto('/admin/pages');
      await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await shot(page, `admin-pages-${width}`);
      }
      await rewriteParagraph(page, BEFORE, AFTER);
      await expectNoAxeViolations(page);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate(() => window.scrollTo(0, 0));
        await shot(page, `admin-page-edit-${width}`);
      }
    });

    await test.step('the shop shows the new words at once', async () => {
      await visitor.goto('/policies');
      await expect(visitor.getByText(AFTER)).toBeVisible();
      await expect(visitor.getByText(BEFORE)).toHaveCount(0);
      for (const width of [390, 1280]) {
        await visitor.setViewportSize({ width, height: 900 });
        await shot(visitor, `shop-policies-en-${width}`);
      }
    });

    await test.step('each of the four anchors scrolls to its section', async () => {
      for (const [anchor, heading] of ANCHORS) {
        await visitor.goto(`/policies#${anchor}`);
        const target = visitor.getByRole('heading', { name: heading, level: 2 }).first();
        await expect(visitor.locator(`h2#${anchor}`)).toHaveText(heading);
        await expect(visitor.locator(`h2#${anchor}`)).toBeInViewport();
        await expect(target).toBeVisible();
      }
    });

    await test.step('French is as it was, anchors included', async () => {
      const frContext = await browser.newContext({ baseURL });
      await shopContext(frContext, baseURL, 'fr');
      const fr = await frContext.newPage();
      await fr.goto('/policies#privacy-policy');
      await expect(fr.locator('h2#privacy-policy')).toHaveText('Politique de confidentialité');
      await expect(fr.locator('h2#privacy-policy')).toBeInViewport();
      for (const width of [390, 1280]) {
        await fr.setViewportSize({ width, height: 900 });
        await fr.goto('/policies');
        await expect(fr.getByRole('heading', { level: 1, name: 'Conditions' })).toBeVisible();
        await shot(fr, `shop-policies-fr-${width}`);
      }
      await frContext.close();
    });
  } finally {
    // Other specs read today's policies: the words come back whatever happened above.
    await page.setViewportSize({ width: 1280, height: 900 });
    const editor = await englishText(page);
    if ((await editor.getByText(AFTER, { exact: true }).count()) > 0)
      await rewriteParagraph(page, AFTER, BEFORE);
    await visitorContext.close();
  }
});
