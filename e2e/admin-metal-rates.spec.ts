import type { APIRequestContext } from '@playwright/test';
import { DEMO_API_KEY, expect, test } from './fixtures.ts';
import { signInOwner } from './pages/admin-sign-in.ts';

/** A demo bangle priced by 22K gold, whose price moves past the 5 % guard with a 10 % rate. */
const BANGLE = 'rubis-royale-bangle';
/** The demo's 24K rate per gram (apps/api/seed/metal-pricing-data.ts), in rupees. */
const DEMO_24K = 7_450;

type Detail = {
  product: {
    prices_formatted: { price: string };
    priceBreakdown?: { formatted: { total: string } };
  };
};

const shopAnswer = async (request: APIRequestContext) => {
  const res = await request.get(`/api/aurelle/products/${BANGLE}`, {
    headers: { 'x-api-key': DEMO_API_KEY },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Detail;
};

test('the owner sets a new gold rate, previews it, confirms past the guard, and the shop shows the new price', async ({
  page,
  baseURL,
  request,
}) => {
  const before = (await shopAnswer(request)).product.prices_formatted.price;

  await test.step('the owner previews a 24K rate 10 % higher', async () => {
    await signInOwner(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Metal rates' })
      .click();
    await expect(page.getByRole('heading', { name: 'Metal rates', level: 1 })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Derive 22K, 18K and 14K/ })).toBeChecked();
    await page.getByRole('textbox', { name: '24K gold (₹ per gram)' }).fill('8,195');
    await expect(page.getByText(/^Derived: ₹7,514\.\d\d\/g$/)).toBeVisible();
    await page.getByRole('button', { name: 'Preview' }).click();
  });

  await test.step('the guard marks the bangle; the owner confirms', async () => {
    const moves = page.getByRole('region', { name: 'Prices that move' });
    const bangle = moves.getByRole('row', { name: /Rubis Royale Bangle/ });
    await expect(bangle.getByText('Past the guard')).toBeVisible();
    await expect(bangle).toContainText(before);
    await page.getByRole('button', { name: 'Confirm and apply' }).click();
    await expect(page.getByText(/^Rates set: \d+ prices moved\.$/)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'History' }).getByRole('cell', { name: '₹8,195.00' }),
    ).toBeVisible();
  });

  try {
    await test.step('the shop shows the new price and how it is made', async () => {
      const after = (await shopAnswer(request)).product;
      expect(after.prices_formatted.price).not.toBe(before);
      await page.goto(`/product/${BANGLE}`);
      await expect(page.getByTestId('price')).toHaveText(after.prices_formatted.price);
      await page.getByText('Price breakdown').click();
      await expect(page.getByText(/^22K gold, 24\.500 g at ₹7,514(\.\d\d)?\/g$/)).toBeVisible();
      await expect(page.getByRole('row', { name: /Making charges/ })).toBeVisible();
      await expect(page.getByRole('row', { name: /GST 3 %/ })).toBeVisible();
      await expect(page.getByTestId('breakdown-total')).toHaveText(after.prices_formatted.price);
    });
  } finally {
    // The demo's rate again, so the specs after this one see the demo's prices.
    const restored = await page.request.put('/api/admin/metal-rates', {
      headers: { 'x-admin-request': '1', origin: baseURL ?? '' },
      data: { rates: { 'gold-24k': DEMO_24K * 100 }, deriveFrom24k: true, confirm: true },
    });
    expect(restored.ok()).toBe(true);
  }
  expect((await shopAnswer(request)).product.prices_formatted.price).toBe(before);
});
