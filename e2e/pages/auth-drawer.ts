import { expect, type Locator, type Page } from '@playwright/test';

/** The auth drawer (spec §2): tabs, the identity forms, the code step, address and success. */
export class AuthDrawer {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: /Your account|Votre compte/ });
  }

  field(label: RegExp) {
    return this.dialog.getByLabel(label);
  }

  async proceed() {
    await this.dialog.getByRole('button', { name: 'Proceed' }).click();
  }

  /** The code demo mode shows under the boxes (never in production). */
  async demoCode(): Promise<string> {
    const hint = this.dialog.getByText(/Demo shop: your code is \d{4}\./);
    await expect(hint).toBeVisible();
    return /(\d{4})/.exec((await hint.textContent()) ?? '')?.[1] ?? '';
  }

  async enterCode(code: string) {
    await this.dialog.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
    await this.page.keyboard.type(code);
  }

  async submitCode() {
    await this.dialog.getByRole('button', { name: 'Submit' }).click();
  }

  /** Picks `option` in a react-select dropdown, typing to search for it. */
  async choose(label: RegExp, option: string) {
    const input = this.dialog.getByRole('combobox', { name: label });
    await input.click();
    await input.fill(option);
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }
}
