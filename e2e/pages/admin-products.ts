import { expect, type Page } from '@playwright/test';

/** Picks an entry of one of the back office's selects by its label. */
export async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The product form's New product screen, filled with the least a product needs. */
export async function startProduct(page: Page, name: string, sku: string, price: string) {
  await page.goto('/admin/products');
  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page.getByRole('heading', { name: 'New product', level: 1 })).toBeVisible();
  await page.getByLabel('Name (English)', { exact: true }).fill(name);
  await page.getByLabel('SKU').fill(sku);
  await page.getByLabel('Price (₹)').fill(price);
  await choose(page, 'Category', 'Rings');
}

/** A "Ring size" option with these sizes, added on the product form. */
export async function addRingSizes(page: Page, sizes: readonly string[]) {
  await page.getByRole('button', { name: 'Add an option' }).click();
  await page.getByLabel('Option code').fill('ring-size');
  await page.getByLabel('Option name (English)').fill('Ring size');
  for (const [i, size] of sizes.entries()) {
    if (i > 0) await page.getByRole('button', { name: 'Add a value' }).click();
    await page.getByLabel('Value', { exact: true }).nth(i).fill(size);
    await page.getByLabel('Label (English)').nth(i).fill(size);
  }
}

/** The id of the product whose page the back office shows. */
export const productIdOf = (page: Page) =>
  /\/products\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';

/** Hallmarked pieces received on the product form as one size ('Ring size: 12'), one HUID a line. */
export async function receiveAs(page: Page, size: string, huids: readonly string[]) {
  await page.getByRole('combobox', { name: 'Size', exact: true }).click();
  await page.getByRole('option', { name: new RegExp(`^${size}`) }).click();
  await page.getByLabel('HUIDs').fill(huids.join('\n'));
  await page.getByRole('button', { name: 'Receive', exact: true }).click();
  const count = huids.length === 1 ? '1 piece' : `${huids.length} pieces`;
  await expect(page.getByText(`${count} received.`)).toBeVisible();
  for (const huid of huids)
    await expect(page.getByRole('row', { name: new RegExp(`${huid} ${size}`) })).toBeVisible();
}

/** Archives a product, so the specs after this one do not meet it; nothing without an id. */
export async function archiveProduct(page: Page, productId: string) {
  if (!productId) return;
  await page.goto(`/admin/products/${productId}`);
  await page.getByRole('radio', { name: 'Archived' }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
}
