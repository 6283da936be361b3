import { expect, type Locator, type Page } from '@playwright/test';

/** /menus: item availability per restaurant ("Demo Burger Bastille · Uber Eats"). */
export class MenusPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/menus');
    await expect(this.page.getByRole('heading', { name: 'Menu availability', level: 1 })).toBeVisible();
  }

  /** Adds restaurants to the selection (the first one is preselected). */
  async selectRestaurants(labels: string[]): Promise<void> {
    const input = this.page.getByRole('combobox', { name: 'Restaurants' });
    for (const label of labels) {
      if (await this.restaurant(label).isVisible()) continue;
      await input.click();
      await this.page.getByRole('option', { name: label }).click();
      await expect(this.restaurant(label)).toBeVisible();
    }
    await this.page.keyboard.press('Escape');
  }

  async search(text: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Search an item' }).fill(text);
  }

  async filterAvailability(choice: 'All' | 'Available' | 'Unavailable'): Promise<void> {
    // The filter lives in the URL: the radio is checked once the navigation has rendered, so click, then wait for it.
    const radio = this.page.getByRole('radio', { name: choice, exact: true });
    await radio.click();
    await expect(radio).toBeChecked();
  }

  restaurant(label: string): Locator {
    return this.page.getByRole('region', { name: label });
  }

  item(restaurant: string, title: string): Locator {
    return this.restaurant(restaurant)
      .getByTestId('menu-item')
      .filter({ has: this.page.getByText(title, { exact: true }) });
  }

  button(item: Locator, name: 'Today' | 'All Time' | 'Unavailable'): Locator {
    return item.getByRole('button', { name: new RegExp(`^${name}:`) });
  }

  platformAnswer(item: Locator): Locator {
    return item.getByTestId('platform-sync');
  }
}
