import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** The shop's frame: header, footer, drawers, cookie notice (spec §2 Shell). */
export class ShellPage {
  readonly header: Locator;
  readonly footer: Locator;
  readonly cookieNotice: Locator;
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.header = page.locator('header').first();
    this.footer = page.locator('footer');
    this.cookieNotice = page.getByRole('region', {
      name: /Cookie notice|Information sur les cookies/,
    });
    this.main = page.locator('main#main');
  }

  /** Opens `path` and waits for the page to settle; the page's response, for its status. */
  async goto(path: string) {
    const response = await this.page.goto(path);
    await this.page.waitForLoadState('networkidle');
    return response;
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 }).first();
  }

  /** Scrolls to the footer, whose content is built once the visitor scrolls near it. */
  async showFooter() {
    await this.footer.scrollIntoViewIfNeeded();
    return this.footer;
  }

  /** The footer's language switcher (English / Français). */
  async chooseLanguage(name: 'English' | 'Français') {
    await this.showFooter();
    await this.footer.getByRole('button', { name }).click();
    await expect(this.footer.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
  }

  /** Picks a currency in the footer; the page saves it and reloads (spec §4). */
  async chooseCurrency(code: 'USD' | 'INR' | 'AED' | 'EUR', within: Locator = this.footer) {
    if (within === this.footer) await this.showFooter();
    const reloaded = this.page.waitForEvent('load');
    await within.getByRole('combobox', { name: /Currency|Devise/ }).selectOption(code);
    await reloaded;
    await this.page.waitForLoadState('networkidle');
  }

  async openMenu() {
    await this.header.getByRole('button', { name: 'Menu' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async cookie(name: string) {
    const cookies = await this.page.context().cookies();
    return cookies.find((cookie) => cookie.name === name);
  }
}

/** Answers the cookie notice up front, for tests about something else. */
export async function acceptCookies(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([
    { name: 'cookieConsent', value: 'true', url: baseURL ?? 'http://127.0.0.1' },
  ]);
}

/** Days from now until a cookie's expiry, rounded. */
export function daysUntil(expires: number): number {
  return Math.round((expires * 1000 - Date.now()) / 86_400_000);
}
