import { expect, test } from './fixtures.ts';
import { SearchPanel } from './pages/search-panel.ts';
import { acceptCookies } from './pages/shell.ts';

test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

test('search with suggestions, open a product, and add to cart while logged out', async ({
  page,
  consoleErrors,
}) => {
  const search = new SearchPanel(page);
  await page.goto('/');
  await search.open();

  await test.step('an empty panel shows new arrivals, and an empty submit is refused', async () => {
    await expect(search.drawer.getByRole('heading', { name: 'New arrivals' })).toBeVisible();
    await search.input.press('Enter');
    await expect(search.drawer.getByRole('alert')).toHaveText('Search is required');
  });

  await test.step('typing shows clear, Go, and suggestions after the debounce', async () => {
    await search.input.fill('solitaire');
    await expect(search.drawer.getByRole('button', { name: 'Clear search' })).toBeVisible();
    await expect(search.drawer.getByRole('button', { name: 'Go' })).toBeVisible();
    await expect(search.suggestions()).toBeVisible();
    await expect(
      search.suggestions().getByRole('button', { name: 'Add to cart' }).first(),
    ).toBeVisible();
  });

  await test.step('a word with no match says so and offers new arrivals', async () => {
    await search.input.fill('zzqx');
    await expect(search.drawer.getByRole('status')).toHaveText(
      'Could not find results for “zzqx”, explore other products?',
    );
    await expect(search.drawer.getByRole('heading', { name: 'New arrivals' })).toBeVisible();
  });

  const name =
    await test.step('clicking a suggestion opens the product and closes the panel', async () => {
      await search.input.fill('solitaire');
      const first = search.suggestions().getByRole('link').first();
      const text = (await first.innerText()).trim();
      await first.click();
      await expect(search.drawer).toBeHidden();
      await expect(page).toHaveURL(/\/product\//);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
      return text;
    });

  await test.step('logged out, Add to cart asks to log in (spec §8)', async () => {
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Please login to add product in cart.')).toBeVisible();
    await page.getByRole('button', { name: 'Add to wishlist', exact: true }).click();
    await expect(page.getByText('Please login to add product in wishlist.')).toBeVisible();
  });

  await test.step('reopening the panel starts from a cleared form', async () => {
    await search.open();
    await expect(search.input).toHaveValue('');
    expect(name).not.toBe('');
  });

  await test.step('Enter goes to the search results route', async () => {
    await search.input.fill('ring');
    await search.input.press('Enter');
    await expect(page).toHaveURL(/\/search\/ring$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('“ring”');
    await expect(page.locator('main article').first()).toBeVisible();
  });
  expect(consoleErrors).toEqual([]);
});
