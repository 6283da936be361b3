import { expect, type Locator, type Page } from '@playwright/test';

/** /restaurants/pending: the restaurants companies added, waiting for their account manager. */
export class PendingRestaurantsPage {
  constructor(private readonly page: Page) {}

  menuEntry(): Locator {
    return this.page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: /Pending restaurants/ });
  }

  async openFromMenu(): Promise<void> {
    await this.menuEntry().click();
    await expect(this.page.getByRole('heading', { name: 'Pending restaurants', level: 1 })).toBeVisible();
  }

  restaurant(title: string, platform: string): Locator {
    return this.page.getByRole('listitem', { name: `${title} on ${platform}` });
  }

  async approve(title: string, platform: string): Promise<void> {
    const card = this.restaurant(title, platform);
    await card.getByRole('button', { name: `Approve ${title} on ${platform}` }).click();
    await expect(this.page.getByText(`${title} is connected on ${platform}.`)).toBeVisible();
    await expect(card).toBeHidden();
  }
}
