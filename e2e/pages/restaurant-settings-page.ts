import { expect, type Locator, type Page } from '@playwright/test';

/**
 * /company/{id}/restaurant/{uuid} (docs/restaurant-settings.md): one restaurant's settings, reached from its company's
 * page.
 */
export class RestaurantSettingsPage {
  constructor(private readonly page: Page) {}

  /** From the company list, the company's page, then the Settings button of one of its restaurants. */
  async openFromCompany(company: string, restaurant: string, platform: string): Promise<void> {
    await this.page.goto('/companys');
    await this.page.getByRole('link', { name: `Open ${company}` }).click();
    await expect(this.page.getByRole('heading', { name: company, level: 1 })).toBeVisible();
    await this.page.getByRole('link', { name: `Settings of ${restaurant} (${platform})` }).click();
    await expect(this.page).toHaveURL(/\/company\/\d+\/restaurant\/[0-9a-f-]+$/);
    await expect(this.page.getByRole('heading', { name: `Settings of ${restaurant}`, level: 1 })).toBeVisible();
  }

  form(): Locator {
    return this.page.getByRole('form', { name: 'Restaurant settings' });
  }

  section(legend: string): Locator {
    return this.form().getByRole('group', { name: legend });
  }

  async save(): Promise<void> {
    await this.form().getByRole('button', { name: 'Save the settings' }).click();
    await expect(this.page.getByText('Settings saved')).toBeVisible();
  }

  /** The platform's answer to the last change of the preparation time or of who delivers. */
  platformAnswer(setting: 'the preparation time' | 'who delivers'): Locator {
    return this.form().getByRole('status', { name: new RegExp(`^The platform's answer to ${setting}`) });
  }
}
