import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInOwner } from './pages/admin-sign-in.ts';

// A sign-in (argon2) and three screens; the history is written before any spec starts
// (demo-history.setup.ts).
test.setTimeout(90_000);

/** The months whose days have net sales in the 90 days' table, read as a screen reader would. */
async function monthsWithSales(owner: Page): Promise<number> {
  await owner.goto('/admin/?days=90');
  await owner.getByRole('button', { name: 'Show as table' }).click();
  const table = owner.getByRole('region', { name: /^Net sales per day, 90 days/ });
  await expect(table.getByRole('row')).toHaveCount(91);
  const months = new Set<string>();
  for (const row of await table.getByRole('row').all()) {
    const cells = await row.getByRole('cell').allInnerTexts();
    const [day, net] = cells;
    if (!day || !net || /^₹0\.00$/.test(net.trim())) continue;
    const month = /[A-Za-z]{3,}/.exec(day)?.[0];
    if (month) months.add(month);
  }
  return months.size;
}

test("a newcomer's back office shows the demo's three months: the chart, the orders, a customer", async ({
  page: owner,
}) => {
  await signInOwner(owner);

  await test.step("the 90 days' chart reads as a table with net sales in each of three months", async () => {
    expect(await monthsWithSales(owner)).toBeGreaterThanOrEqual(3);
  });

  await test.step('the orders list has many orders across their states', async () => {
    await owner.goto('/admin/orders');
    const rows = owner.getByRole('table').first().getByRole('row');
    await expect.poll(() => rows.count()).toBeGreaterThan(20);
    const list = owner.getByRole('table').first();
    for (const state of ['Delivered', 'Shipped', 'Cancelled'])
      await expect(list.getByText(state, { exact: true }).first(), state).toBeVisible();
  });

  await test.step("a customer's page shows their orders", async () => {
    // A demo family name: the history's customers are people who ordered.
    await owner.goto('/admin/customers?q=Sharma');
    await owner
      .getByRole('table')
      .first()
      .getByRole('link', { name: /Sharma/ })
      .first()
      .click();
    await expect(owner.getByRole('heading', { name: 'Orders', level: 2 })).toBeVisible();
    await expect(owner.getByText(/^AU-\d{6}$/).first()).toBeVisible();
  });
});
