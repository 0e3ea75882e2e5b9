import { expect, test } from './fixtures.ts';
import { SearchPanel } from './pages/search-panel.ts';
import { acceptCookies, ShellPage } from './pages/shell.ts';

test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

/** Every request for a lazy section's chunk fails, as on a phone whose connection dropped. */
const LOST = /\/assets\/(in-focus-slider|search-drawer)-[\w-]+\.js$/;

test('a section whose code never comes leaves the rest of the page working', async ({ page }) => {
  const lost: string[] = [];
  await page.route(LOST, (route) => {
    lost.push(new URL(route.request().url()).pathname.split('/').pop() ?? '');
    return route.abort('internetdisconnected');
  });
  const shell = new ShellPage(page);
  await shell.goto('/');

  await test.step('home without its sliders: every other section, and the footer, are drawn', async () => {
    // Down the page a screen at a time, as a visitor scrolls, so each lazy group is reached.
    for (let step = 0; step < 30 && !(await shell.footer.getByRole('link').count()); step++) {
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(150);
    }
    await expect.poll(() => lost.some((file) => file.startsWith('in-focus-slider'))).toBe(true);
    await expect(page.getByRole('heading', { name: 'New arrivals' })).toBeVisible();
    await expect(shell.footer.getByRole('link', { name: 'Our story' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The bridal edit' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    await expect(shell.header.getByRole('button', { name: 'Search' })).toBeVisible();
  });

  await test.step('a drawer whose body does not come says so, and offers a reload', async () => {
    const search = new SearchPanel(page);
    await shell.header.getByRole('button', { name: 'Search' }).click();
    await expect(search.drawer).toBeVisible();
    expect(lost.some((file) => file.startsWith('search-drawer'))).toBe(true);
    await expect(
      search.drawer.getByText('This page could not be displayed. Please try again.'),
    ).toBeVisible();
    await expect(search.drawer.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    // The page under the drawer is still home.
    await expect(page.getByRole('heading', { name: 'New arrivals' })).toBeAttached();
  });
});
