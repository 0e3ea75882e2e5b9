import type { APIRequestContext } from '@playwright/test';
import { DEMO_API_KEY, expect, test } from './fixtures.ts';
import { signInOwner } from './pages/admin-sign-in.ts';

/** A demo bangle priced by 22K gold, whose price moves past the 5 % guard with a 10 % rate. */
const BANGLE = 'rubis-royale-bangle';
/** The demo's 24K rate per gram (apps/api/seed/metal-pricing-data.ts), in rupees. */
const DEMO_24K = 7_450;

// A sign-in (argon2), two 2FA steps and a repricing of every gold piece.
test.setTimeout(90_000);

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
  consoleErrors,
}) => {
  const before = (await shopAnswer(request)).product.prices_formatted.price;
  const rate24k = page.getByRole('textbox', { name: '24K gold (₹ per gram)' });

  await test.step('a rate typed a digit short is refused, naming the day’s limit', async () => {
    await signInOwner(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Metal rates' })
      .click();
    await expect(page.getByRole('heading', { name: 'Metal rates', level: 1 })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Derive 22K, 18K and 14K/ })).toBeChecked();
    await rate24k.fill('745');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(rate24k).toHaveAccessibleDescription(
      /opened today at .*: ₹\d[\d,.]*\/g would move it -90 %, and a rate may move at most 30 % in a day/,
    );
    await expect(page.getByRole('region', { name: 'What moves' })).toBeHidden();
  });

  await test.step('the owner previews a 24K rate 10 % higher', async () => {
    await rate24k.fill('8,195');
    await expect(page.getByText(/^Derived: ₹7,514\.\d\d\/g$/)).toBeVisible();
    await page.getByRole('button', { name: 'Preview' }).click();
  });

  await test.step('the guard marks the bangle; the owner confirms in a second step', async () => {
    const moves = page.getByRole('region', { name: 'Prices that move' });
    const bangle = moves.getByRole('row', { name: /Rubis Royale Bangle/ });
    await expect(bangle.getByText('Past the guard')).toBeVisible();
    await expect(bangle).toContainText(before);
    const apply = page.getByRole('button', {
      name: /^Apply: \d+ prices rise by up to \d+(\.\d+)? %$/,
    });
    const moved = ((await apply.textContent()) ?? '').replace(/^Apply: /, '');
    await apply.click();
    const dialog = page.getByRole('dialog', { name: 'Confirm the prices past the guard' });
    await expect(dialog).toContainText(`${moved}.`);
    await expect(dialog).toContainText(
      /more than the 5 % guard; the largest move is .+ → .+ \(\+\d+(\.\d+)? %\)/,
    );
    await dialog.getByRole('button', { name: `Confirm: ${moved}` }).click();
    await expect(dialog).toBeHidden();
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
    // The demo's rate again, so the specs after this one see the demo's prices: previewed, and
    // confirmed as the preview says.
    const headers = { 'x-admin-request': '1', origin: baseURL ?? '' };
    const data = { rates: { 'gold-24k': DEMO_24K * 100 }, deriveFrom24k: true };
    const shown = await page.request.post('/api/admin/metal-rates/preview', { headers, data });
    const { summary } = (await shown.json()) as { summary: object };
    const restored = await page.request.put('/api/admin/metal-rates', {
      headers,
      data: { ...data, confirm: summary },
    });
    expect(restored.ok()).toBe(true);
  }
  expect((await shopAnswer(request)).product.prices_formatted.price).toBe(before);
  expect(consoleErrors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
});
