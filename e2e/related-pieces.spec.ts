import { expect, test } from './fixtures.ts';
import { signInOwner } from './pages/admin-sign-in.ts';
import { acceptCookies } from './pages/shell.ts';

// A sign-in (argon2) and a product save on a loaded machine.
test.setTimeout(90_000);

/** The demo's Aube pearl studs, and two pieces of another category and collection. */
const PRODUCT = 'Aube Pearl Studs';
const PICKS = ['Minuit Sapphire Tennis Bracelet', 'Rubis Flamme Pendant'];

test('the owner picks two related pieces on the product form; the product page shows those two', async ({
  page,
  browser,
  baseURL,
}) => {
  let slug = '';

  await test.step('the owner opens the product and adds two pieces found by name', async () => {
    await signInOwner(page);
    await page.goto(`/admin/products?q=${encodeURIComponent(PRODUCT)}`);
    await page.getByRole('link', { name: PRODUCT }).click();
    await expect(page.getByRole('heading', { name: PRODUCT, level: 1 })).toBeVisible();
    slug = await page.getByLabel('Address (slug)').inputValue();
    const related = page.getByRole('region', { name: 'Related pieces' });
    await expect(related.getByText(/^None chosen/)).toBeVisible();
    for (const name of PICKS) {
      await related.getByLabel('Add a piece').fill(name);
      await related.getByRole('button', { name: `Add ${name}` }).click();
    }
    const chosen = related.getByRole('list', { name: 'Chosen pieces' }).getByRole('listitem');
    await expect(chosen).toHaveCount(2);
    await expect(chosen.first()).toContainText(PICKS[0] ?? '');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
    await expect(chosen).toHaveCount(2);
  });

  await test.step('a visitor scrolls the product page to "You may also like": the two, in order', async () => {
    const context = await browser.newContext();
    await acceptCookies(context, baseURL);
    const visitor = await context.newPage();
    await visitor.goto(`/product/${slug}`);
    await expect(visitor.getByRole('heading', { name: PRODUCT, level: 1 })).toBeVisible();
    const heading = visitor.getByRole('heading', { name: 'You may also like' });
    await expect(async () => {
      await visitor.mouse.wheel(0, 800);
      await expect(heading).toBeVisible({ timeout: 500 });
    }).toPass();
    const row = visitor
      .getByRole('region', { name: 'You may also like' })
      .first()
      .getByRole('listitem');
    await expect(row).toHaveCount(2);
    await expect(row.nth(0)).toContainText(PICKS[0] ?? '');
    await expect(row.nth(1)).toContainText(PICKS[1] ?? '');
    await context.close();
  });
});
