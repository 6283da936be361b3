import { expect, type Locator, type Page } from '@playwright/test';

/** /company/{id}/edit (docs/administration.md#company-edit): one form per section, each with its own Save. */
export class CompanyEditPage {
  constructor(private readonly page: Page) {}

  /** From the company list, the Edit button of the company's row. */
  async openFromList(name: string): Promise<void> {
    await this.page.goto('/companys');
    await this.page.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(this.page).toHaveURL(/\/company\/\d+\/edit$/);
    await expect(this.page.getByRole('heading', { name: `Edit ${name}`, level: 1 })).toBeVisible();
  }

  section(name: string): Locator {
    return this.page.getByRole('form', { name });
  }

  async save(section: Locator): Promise<void> {
    await section.getByRole('button', { name: /^Save/ }).click();
    await expect(this.page.getByText('Information updated!').first()).toBeVisible();
  }

  accessSwitch(): Locator {
    return this.page.getByRole('switch', { name: 'The company can sign in' });
  }

  /** Turns the company's access off, through the confirmation that it will be signed out everywhere. */
  async disable(name: string): Promise<void> {
    await this.accessSwitch().click();
    const dialog = this.page.getByRole('dialog', { name: `Disable ${name}?` });
    await expect(dialog).toContainText('signed out everywhere');
    await dialog.getByRole('button', { name: 'Disable and sign out' }).click();
    await expect(this.accessSwitch()).not.toBeChecked();
  }

  async enable(): Promise<void> {
    await this.accessSwitch().click();
    await expect(this.accessSwitch()).toBeChecked();
  }
}
