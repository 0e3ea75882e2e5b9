import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** A formatted price ('₹3,85,000.00', '− ₹38,500.00') as a number of rupees. */
export const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** The three titles of the cart drawer (spec §2: cart → checkout → payment). */
export type CartStepTitle = 'Your cart' | 'Checkout' | 'Payment';

/** The cart drawer (spec §2, §4): its three steps, the coupons, and the sandbox card checkout. */
export class CartDrawer {
  readonly dialog: Locator;
  /** The header's cart button, 'Cart, 2 items' (desktop, logged in with a name). */
  readonly headerButton: Locator;
  readonly badge: Locator;
  /** The sandbox checkout the card flow opens (the provider's window in demo mode). */
  readonly sandbox: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: /^(Your cart|Checkout|Payment)$/ });
    const header = page.locator('header').first();
    this.headerButton = header.getByRole('button', { name: /^Cart, \d+ items?$/ });
    this.badge = header.getByTestId('cart-badge');
    this.sandbox = page.getByRole('dialog', { name: /Aurelle · Sandbox/ });
  }

  async open() {
    await this.headerButton.click();
    await expect(this.dialog).toBeVisible();
  }

  async expectStep(title: CartStepTitle) {
    await expect(this.dialog).toHaveAccessibleName(title);
  }

  async close() {
    await this.dialog.getByRole('button', { name: 'Close' }).click();
    await expect(this.dialog).toBeHidden();
  }

  async back() {
    await this.dialog.getByRole('button', { name: 'Back', exact: true }).click();
  }

  // Cart step ------------------------------------------------------------------------------------

  lines() {
    return this.dialog.getByTestId('cart-line');
  }

  line(name: string) {
    return this.lines().filter({ hasText: name });
  }

  emptyState() {
    return this.dialog.getByText(
      'Nothing here yet. Take a look at our latest creations and make them yours.',
    );
  }

  async checkout() {
    await this.dialog.getByRole('button', { name: 'Checkout', exact: true }).click();
    await this.expectStep('Checkout');
  }

  // Checkout step --------------------------------------------------------------------------------

  addresses() {
    return this.dialog.getByTestId('address-option');
  }

  /** The address form inside the checkout step (features/address), identified by its pin code. */
  addressForm() {
    return this.dialog.locator('form').filter({ has: this.page.getByLabel(/^Pin code/) });
  }

  /** Fills and saves a new address; country, state and city come from the react-select lists. */
  async addAddress(address: {
    name: string;
    phone: string;
    address1: string;
    country: string;
    state: string;
    city: string;
    zipCode: string;
  }) {
    const form = this.addressForm();
    await form.getByLabel(/^Name/).fill(address.name);
    await form.getByLabel(/^Phone number/).fill(address.phone);
    await form.getByLabel(/^Address 1/).fill(address.address1);
    for (const [label, option] of [
      [/^Country/, address.country],
      [/^State/, address.state],
      [/^City/, address.city],
    ] as const) {
      const input = form.getByRole('combobox', { name: label });
      await input.click();
      await input.fill(option);
      await this.page.getByRole('option', { name: option, exact: true }).click();
    }
    await form.getByLabel(/^Pin code/).fill(address.zipCode);
    await form.getByRole('button', { name: 'Save address' }).click();
  }

  couponToggle() {
    return this.dialog.getByRole('button', { name: /^Coupons/ });
  }

  async openCoupons() {
    const toggle = this.couponToggle();
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }

  /** A coupon of the list: its name starts with its code (code, title, Apply/Applied). */
  coupon(code: string) {
    return this.dialog.getByRole('button', { name: new RegExp(`^${code}\\b`) });
  }

  couponInput() {
    return this.dialog.getByRole('textbox', { name: 'Coupon code' });
  }

  /** Types a code by hand and submits it with the form's Apply. */
  async enterCouponCode(code: string) {
    await this.couponInput().fill(code);
    await this.couponInput().press('Enter');
  }

  savings() {
    return this.dialog.getByTestId('coupon-savings');
  }

  orderTotal() {
    return this.dialog.getByTestId('order-total');
  }

  /** The amount of the totals row labelled `label` ('Cart Total', 'Order Total'). */
  total(label: string) {
    return this.dialog
      .locator('p')
      .filter({ has: this.page.getByText(label, { exact: true }) })
      .locator('span')
      .last();
  }

  proceedButton() {
    return this.dialog.getByRole('button', { name: 'Proceed to Payment' });
  }

  async proceed() {
    await this.proceedButton().click();
    await this.expectStep('Payment');
  }

  // Payment step ---------------------------------------------------------------------------------

  card() {
    return this.dialog.getByRole('radio', { name: /^Card, UPI or net banking/ });
  }

  cash() {
    return this.dialog.getByRole('radio', { name: /^Cash on delivery/ });
  }

  terms() {
    return this.dialog.getByRole('checkbox', { name: 'Accept Terms & Conditions' });
  }

  placeOrderButton() {
    return this.dialog.getByRole('button', { name: 'Place Order' });
  }

  async placeOrder() {
    await expect(this.placeOrderButton()).toBeEnabled();
    await this.placeOrderButton().click();
  }

  /** Pays in the sandbox checkout: its Pay button names the amount. */
  async payInSandbox() {
    await expect(this.sandbox).toBeVisible();
    await this.sandbox.getByRole('button', { name: /^Pay / }).click();
    await expect(this.sandbox).toBeHidden();
  }

  // Checks ---------------------------------------------------------------------------------------

  /** Serious and critical axe violations inside the open dialog(s), as readable lines. */
  async seriousViolations() {
    const { violations } = await new AxeBuilder({ page: this.page })
      .include('[role="dialog"]')
      .analyze();
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }
}

/** With E2E_SHOTS set to a directory, a screenshot of the viewport there; nothing otherwise. */
export async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`) });
}
