import { expect, test } from './fixtures.ts';

/**
 * The sandbox checkout dialog speaks the page's language: its script reads
 * `<html lang>`, as the shop sets it, and formats the amount for that language.
 */
for (const [lang, texts] of [
  ['fr', { method: 'Moyen de paiement', pay: /^Payer 12\s?345,00\s?₹$/, cancel: 'Annuler' }],
  ['en', { method: 'Payment method', pay: /^Pay ₹12,345\.00$/, cancel: 'Cancel' }],
] as const) {
  test(`the sandbox dialog in ${lang}`, async ({ page, context, baseURL }) => {
    // The visitor's language, as the shop keeps it (the language cookie): the page sets <html lang>.
    await context.addCookies([
      {
        name: 'selectedLanguage',
        value: encodeURIComponent(JSON.stringify({ code: lang })),
        url: baseURL ?? '',
      },
    ]);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.addScriptTag({ url: '/api/payment/sandbox/checkout.js' });
    await page.evaluate(() => {
      const Razorpay = (window as unknown as { Razorpay: new (o: object) => { open(): void } })
        .Razorpay;
      new Razorpay({
        amount: 1_234_500,
        currency: 'INR',
        name: 'Aurelle',
        order_id: 'order_x',
      }).open();
    });
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('group', { name: texts.method })).toBeVisible();
    await expect(dialog.getByRole('button', { name: texts.pay })).toBeVisible();
    await dialog.getByRole('button', { name: texts.cancel }).click();
    await expect(dialog).toHaveCount(0);
  });
}
