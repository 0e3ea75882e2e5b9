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
