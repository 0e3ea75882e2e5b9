import { expect, type Locator, type Page } from '@playwright/test';

/** The search drawer (spec §2 Search panel). */
export class SearchPanel {
  readonly drawer: Locator;
  readonly input: Locator;

  constructor(readonly page: Page) {
    this.drawer = page.getByRole('dialog', { name: /Search|Recherche/ });
    this.input = this.drawer.getByRole('searchbox', { name: /Search product|Rechercher/ });
  }

  async open() {
    await this.page.locator('header').first().getByRole('button', { name: 'Search' }).click();
    await expect(this.input).toBeVisible();
  }

  suggestions() {
    return this.drawer.getByRole('region', { name: 'Suggestions' });
  }
}
