import { expect, type Locator, type Page } from '@playwright/test';

/** A product list (/shop/…, /search/…): title row, filter drawer, sort, grid (spec §2). */
export class ProductListPage {
  readonly grid: Locator;
  readonly filterDrawer: Locator;

  constructor(readonly page: Page) {
    this.grid = page
      .locator('main ul')
      .filter({ has: page.getByRole('article') })
      .first();
    this.filterDrawer = page.getByRole('dialog', { name: /Filters|Filtres/ });
  }

  async goto(path: string) {
    await this.page.goto(path);
    await expect(this.cards().first()).toBeVisible();
  }

  cards() {
    return this.page.locator('main article');
  }

  async names() {
    return this.cards().getByRole('heading').allInnerTexts();
  }

  async openFilters() {
    await this.page.getByRole('button', { name: /^Filters/ }).click();
    await expect(this.filterDrawer).toBeVisible();
  }

  group(label: string) {
    return this.filterDrawer.getByRole('group', { name: label });
  }

  async apply() {
    await this.filterDrawer.getByRole('button', { name: 'Apply' }).click();
    await expect(this.filterDrawer).toBeHidden();
  }

  async sortBy(label: string) {
    await this.page.getByRole('combobox', { name: /Sort by/ }).selectOption({ label });
  }

  /** Numbers of the shown prices, in grid order. */
  async prices() {
    const texts = await this.page.locator('main article [data-testid="price"]').allInnerTexts();
    return texts.map((text) => Number(text.replace(/[^\d.]/g, '')));
  }
}
