import { expect, test } from './fixtures.ts';
import { startProduct } from './pages/admin-products.ts';
import { signInOwner } from './pages/admin-sign-in.ts';

// One sign-in (argon2) and a few catalogue writes on a loaded machine.
test.setTimeout(120_000);

test('the owner counts a ring’s size 12 with a reason and renames a size’s SKU in its variants table', async ({
  page,
}) => {
  const n = String(Date.now()).slice(-7);
  const name = `Tara Variant Ring ${n}`;
  const sku = `TARA-${n}`;
  const variants = page.getByRole('region', { name: 'Variants' });
  const row = (size: string) => variants.getByRole('row').filter({ hasText: `Ring size: ${size}` });

  await test.step('the owner creates a ring in sizes 10, 12 and 14', async () => {
    await signInOwner(page);
    await startProduct(page, name, sku, '45,000');
    await page.getByRole('button', { name: 'Add an option' }).click();
    await page.getByLabel('Option code').fill('ring-size');
    await page.getByLabel('Option name (English)').fill('Ring size');
    for (const [index, size] of ['10', '12', '14'].entries()) {
      if (index > 0) await page.getByRole('button', { name: 'Add a value' }).click();
      await page.getByLabel('Value', { exact: true }).nth(index).fill(size);
      await page.getByLabel('Label (English)').nth(index).fill(size);
    }
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  });

  await test.step('the variants table lists each size with its SKU and no stock', async () => {
    await expect(variants).toBeVisible();
    await expect(variants.getByRole('row')).toHaveCount(4);
    await expect(row('12')).toContainText(`${sku}-12`);
    await expect(row('12')).toContainText('Sold out');
  });

  await test.step('size 12 receives 3 pieces, with a reason', async () => {
    await row('12').getByRole('button', { name: 'Adjust the stock of Ring size: 12' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjust stock: Ring size: 12' });
    await dialog.getByLabel('Pieces').fill('3');
    await dialog.getByRole('button', { name: 'Save adjustment' }).click();
    await expect(dialog.getByText('Choose a reason')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Received' }).check();
    await dialog.getByRole('button', { name: 'Save adjustment' }).click();
    await expect(page.getByText('Saved. Ring size: 12 now has 3 in stock.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row('12').getByRole('cell').nth(3)).toHaveText('3');
    await expect(row('12')).not.toContainText('Sold out');
  });

  await test.step('size 14 gets a SKU of its own', async () => {
    await row('14').getByRole('button', { name: 'Edit Ring size: 14' }).click();
    await row('14').getByLabel('SKU of Ring size: 14').fill(`${sku}-FOURTEEN`);
    await row('14').getByLabel('Price supplement of Ring size: 14, in rupees').fill('1,500');
    await row('14').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved Ring size: 14.')).toBeVisible();
    await expect(row('14')).toContainText(`${sku}-FOURTEEN`);
    await expect(row('14')).toContainText('+₹1,500');
  });

  await test.step('the stock screen shows the change, named by its size', async () => {
    await page.getByRole('link', { name: 'Stock and history' }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Stock changes' })).toContainText(`${sku}-12`);
  });
});
