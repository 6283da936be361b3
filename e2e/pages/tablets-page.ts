import { expect, type Locator, type Page } from '@playwright/test';

export type TabletEnrolment = { code: string; link: string };

/** /tablets/new: a one-time code for a named tablet, then the company's tablets. */
export class TabletsPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/tablets/new');
    await expect(this.page.getByRole('heading', { name: 'Add a tablet', level: 1 })).toBeVisible();
  }

  /** Names a tablet, creates its code and reads the code (as shown, in two groups) and the link. */
  async createCode(name: string): Promise<TabletEnrolment> {
    const done = this.page.getByRole('button', { name: 'Done' });
    if (await done.isVisible()) await done.click();
    await this.page.getByRole('textbox', { name: 'Tablet name' }).fill(name);
    await this.page.getByRole('button', { name: 'Create a code' }).click();
    const code = this.page.getByTestId('tablet-code');
    await expect(code).toHaveText(/^\d{4} \d{4}$/);
    return {
      code: (await code.innerText()).trim(),
      link: (await this.page.getByTestId('tablet-link').innerText()).trim(),
    };
  }

  device(name: string): Locator {
    return this.page.getByTestId('tablet-device').filter({ hasText: name });
  }

  async revoke(name: string): Promise<void> {
    await this.device(name).getByRole('button', { name: 'Revoke' }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Revoke the tablet' }).click();
    await expect(this.device(name).getByText('Revoked')).toBeVisible();
  }
}
