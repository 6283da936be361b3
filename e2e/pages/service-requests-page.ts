import { expect, type Locator, type Page } from '@playwright/test';

/** /service-requests: the account managers' inbox of the companies' service requests. */
export class ServiceRequestsPage {
  constructor(private readonly page: Page) {}

  menuEntry(): Locator {
    return this.page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /Requests/ });
  }

  async openFromMenu(): Promise<void> {
    await this.menuEntry().click();
    await expect(this.page.getByRole('heading', { name: 'Service requests', level: 1 })).toBeVisible();
  }

  /** The open request of a company carrying this comment. */
  request(company: string, comment: string): Locator {
    return this.page.getByRole('article', { name: `Request from ${company}` }).filter({ hasText: comment });
  }

  async accept(request: Locator): Promise<void> {
    await request.getByRole('button', { name: 'Accept' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Switch on and accept' }).click();
    await expect(dialog).toBeHidden();
  }
}
