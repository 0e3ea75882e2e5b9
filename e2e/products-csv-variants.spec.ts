import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInOwner } from './pages/admin-sign-in.ts';

// A sign-in (argon2) and two imports on a loaded machine.
test.setTimeout(90_000);

type Row = Record<string, string>;

/** The back office's export of the products a search finds: its columns and rows. */
async function exportOf(page: Page, q: string): Promise<{ columns: string[]; rows: Row[] }> {
  await page.goto(`/admin/products?q=${encodeURIComponent(q)}`);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  let csv = '';
  for await (const chunk of await (await download).createReadStream()) csv += String(chunk);
  const [columns = [], ...cells] = parse(csv, { bom: true }) as string[][];
  return {
    columns,
    rows: cells.map((row) => Object.fromEntries(columns.map((name, i) => [name, row[i] ?? '']))),
  };
}

/** Imports a file on the import screen and confirms it; `done` is what the screen then says. */
async function importFile(page: Page, csv: string, done: string) {
  await page.goto('/admin/products/import');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Check the file' }).click();
  const confirm = page.getByRole('button', { name: 'Confirm the import' });
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page.getByText(done)).toBeVisible();
}

test("the owner changes one size's stock in the exported CSV and imports it: that size's stock changes", async ({
  page,
}) => {
  const sku = `E2E-TARA-${String(Date.now()).slice(-7)}`;
  const stockBySize = (rows: Row[]) =>
    Object.fromEntries(rows.filter((row) => row.variant).map((row) => [row.variant, row.stock]));

  await test.step('a ring in sizes 10, 12 and 14, three pieces in size 12, made from a CSV', async () => {
    await signInOwner(page);
    // The export's columns, as a template: the search finds nothing yet.
    const { columns, rows } = await exportOf(page, sku);
    expect(rows).toEqual([]);
    const size = (variant: string, stock: string) => ({ sku, variant, stock });
    const csv = stringify(
      [
        {
          sku,
          status: 'active',
          name_en: `Tara Solitaire Ring ${sku}`,
          price: '45000',
          category: 'rings',
          options: 'ring-size (Ring size): 10; 12; 14',
          hallmarked: 'no',
          stock: '0',
        },
        size('ring-size=10', '0'),
        size('ring-size=12', '3'),
        size('ring-size=14', '0'),
      ],
      { header: true, columns },
    );
    await importFile(page, csv, 'Imported: 1 created, 0 updated.');
  });

  await test.step('exported, size 14 given two pieces, imported: one product updated', async () => {
    const { columns, rows } = await exportOf(page, sku);
    expect(rows.map((row) => [row.variant, row.variant_sku, row.stock])).toEqual([
      ['', '', '0'],
      ['ring-size=10', `${sku}-10`, '0'],
      ['ring-size=12', `${sku}-12`, '3'],
      ['ring-size=14', `${sku}-14`, '0'],
    ]);
    const changed = rows.map((row) =>
      row.variant === 'ring-size=14' ? { ...row, stock: '2' } : row,
    );
    await importFile(
      page,
      stringify(changed, { header: true, columns }),
      'Imported: 0 created, 1 updated.',
    );
  });

  await test.step('the export now says two in size 14, the other sizes as they were', async () => {
    const { rows } = await exportOf(page, sku);
    expect(stockBySize(rows)).toEqual({
      'ring-size=10': '0',
      'ring-size=12': '3',
      'ring-size=14': '2',
    });
  });
});
