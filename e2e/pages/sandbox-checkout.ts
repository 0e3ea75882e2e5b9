import type { Page } from '@playwright/test';

/** What POST /api/payment/create-order answers: the checkout's options. */
export type CheckoutOptions = { key: string; amount: number; currency: string; orderId: string };

/**
 * Opens the sandbox checkout on the shop's page as the shop opens Razorpay's: its checkout.js,
 * then `new Razorpay(options).open()`. What its handler receives is kept for `paidWith`.
 */
export async function openSandboxCheckout(page: Page, options: CheckoutOptions) {
  await page.goto('/');
  await page.addScriptTag({ url: '/api/payment/sandbox/checkout.js' });
  await page.evaluate((o) => {
    const w = window as unknown as {
      Razorpay: new (options: object) => { open(): void };
      paid?: Record<string, string>;
    };
    new w.Razorpay({
      key: o.key,
      amount: o.amount,
      currency: o.currency,
      order_id: o.orderId,
      name: 'Aurelle',
      description: 'Order',
      handler: (result: Record<string, string>) => {
        w.paid = result;
      },
    }).open();
  }, options);
}

/** The signed result the checkout handed the shop after Pay, to verify with the API. */
export const paidWith = (page: Page) =>
  page.evaluate(() => (window as unknown as { paid?: Record<string, string> }).paid);
