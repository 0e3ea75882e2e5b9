import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { startProduct } from './pages/admin-products.ts';
import { colleagueJoins, signInOwner } from './pages/admin-sign-in.ts';
import { acceptCookies } from './pages/shell.ts';

// Two sign-ins at most (argon2) and a few catalogue writes on a loaded machine.
test.setTimeout(120_000);

test('a manager publishes a product with photos the shop finds at once, reprices it, round-trips the CSV, receives hallmarked pieces, archives it', async ({
  page: owner,
  browser,
  baseURL,
}) => {
  const n = String(Date.now()).slice(-7);
  const name = `Aube Test Ring ${n}`;
  const sku = `E2E-${n}`;
  const slug = `aube-test-ring-${n}`;
  const visitorContext = await browser.newContext();
  await acceptCookies(visitorContext, baseURL);
  const visitor = await visitorContext.newPage();

  let page = owner;
  await test.step('the owner invites a manager, who joins and opens the products', async () => {
    await signInOwner(owner);
    page = await colleagueJoins(owner, browser, baseURL, {
      email: `manager-${n}@aurelle.example`,
      name: `Meera ${n}`,
      role: 'Manager',
    });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Products' })
      .click();
    await expect(page.getByRole('region', { name: 'Products' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('a new product with an option, published as active', async () => {
    await startProduct(page, name, sku, '45,000');
    await expect(page.getByLabel('Address (slug)')).toHaveValue(slug);
    await expect(page.getByText('Shown as ₹45,000.00')).toBeVisible();
    await page.getByRole('button', { name: 'Add an option' }).click();
    await page.getByLabel('Option code').fill('ring-size');
    await page.getByLabel('Option name (English)').fill('Ring size');
    await page.getByLabel('Value', { exact: true }).fill('12');
    await page.getByLabel('Label (English)').fill('Size 12');
    await page.getByRole('button', { name: 'Add a value' }).click();
    await page.getByLabel('Value', { exact: true }).nth(1).fill('14');
    await page.getByLabel('Label (English)').nth(1).fill('Size 14');
    await page.getByLabel('Price change (₹)').nth(1).fill('1,500');
    await page.getByRole('radio', { name: 'Active' }).check();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('Product created.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);
  });

  await test.step('two photos, uploaded together, are derived and ready', async () => {
    const photo = (r: number, g: number, b: number) =>
      sharp({ create: { width: 1000, height: 1250, channels: 3, background: { r, g, b } } })
        .jpeg()
        .toBuffer();
    await page.getByLabel('Add photos or films').setInputFiles([
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo(200, 170, 120) },
      { name: 'side.jpg', mimeType: 'image/jpeg', buffer: await photo(120, 140, 190) },
    ]);
    const photos = page.getByRole('list', { name: 'Photos and films, in the shop’s order' });
    await expect(photos.getByRole('listitem')).toHaveCount(2);
    await expect(photos.getByText('Ready')).toHaveCount(2, { timeout: 30_000 });
    // Each move button's name holds the words it shows ("Move up: item 2").
    const names = await new AxeBuilder({ page })
      .include('ol[aria-label="Photos and films, in the shop’s order"]')
      .withRules(['label-content-name-mismatch'])
      .analyze();
    expect(names.violations).toEqual([]);
    expect(names.passes.flatMap((rule) => rule.nodes).length).toBeGreaterThanOrEqual(2);
  });

  await test.step("a visitor finds it with the shop's search at once", async () => {
    await visitor.goto(`/search/${encodeURIComponent(name)}`);
    await expect(visitor.getByRole('link', { name }).first()).toBeVisible({ timeout: 3_000 });
  });

  await test.step('a new price shows on the shop’s product page', async () => {
    await page.getByLabel('Price (₹)').fill('47500');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
    await visitor.goto(`/product/${slug}`);
    await expect(visitor.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(visitor.getByTestId('price').first()).toContainText('47,500');
    // Its photo is a <picture>: AVIF versions first, each with a srcset.
    const avif = visitor.locator('picture source[type="image/avif"]').first();
    await expect(avif).toHaveAttribute('srcset', /\/media\/p\/[0-9a-f]+\.400w\.avif 400w/);
    await expect(visitor.locator('picture img[srcset*=".webp"]').first()).toBeVisible();
  });

  await test.step('the catalogue exported and re-imported with one price changed', async () => {
    await page.goto(`/admin/products?q=${sku}`);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const exported = await (await download).createReadStream();
    let csv = '';
    for await (const chunk of exported) csv += String(chunk);
    expect(csv).toContain(`${sku},active,${name}`);
    const changed = csv.replace(`,${slug},47500,`, `,${slug},49900,`);
    expect(changed).not.toBe(csv);
    await page.goto('/admin/products/import');
    await page.getByLabel('CSV file').setInputFiles({
      name: 'products.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(changed),
    });
    await page.getByRole('button', { name: 'Check the file' }).click();
    const confirm = page.getByRole('button', { name: 'Confirm the import' });
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(page.getByText('Imported: 0 created, 1 updated.')).toBeVisible();
    await visitor.goto(`/product/${slug}`);
    await expect(visitor.getByTestId('price').first()).toContainText('49,900');
  });

  await test.step('a hallmarked product receives three pieces by HUID', async () => {
    const hallmarked = `Aube Hallmarked Band ${n}`;
    await startProduct(page, hallmarked, `E2E-H-${n}`, '52000');
    await page.getByRole('checkbox', { name: /Hallmarked/ }).check();
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page.getByRole('heading', { name: hallmarked, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hallmarked pieces' })).toBeVisible();
    const huids = ['A', 'B', 'C'].map((letter) => `${letter}${n.slice(-5)}`);
    await page.getByLabel('HUIDs').fill(`${huids[0]}\n${huids[1]}, ${huids[2]}`);
    await expect(page.getByText('3 HUIDs')).toBeVisible();
    await page.getByRole('button', { name: 'Receive', exact: true }).click();
    await expect(page.getByText('3 pieces received.')).toBeVisible();
    const pieces = page.getByRole('region', { name: 'Hallmarked pieces' });
    for (const huid of huids) {
      await expect(
        pieces.getByRole('row', { name: new RegExp(`${huid}.*In stock`) }),
      ).toBeVisible();
    }
    await expect(page.getByText('3 in stock')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('archived, the product leaves the shop', async () => {
    await page.goto('/admin/products');
    await page.getByRole('searchbox', { name: 'Search' }).fill(sku);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${sku}`));
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await page.getByRole('radio', { name: 'Archived' }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
    await visitor.goto(`/search/${encodeURIComponent(name)}`);
    await expect(visitor.getByRole('link', { name })).toHaveCount(0);
  });
  await visitorContext.close();
  await page.context().close();
});
