import { expect, type Locator, type Page } from '@playwright/test';

/** /account: one form per section, each named by its title, with its own Save. */
export class AccountPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/account');
    await expect(this.page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  }

  section(name: 'Company' | 'Address & contact' | 'Billing' | 'Security' | 'Logo'): Locator {
    return this.page.getByRole('form', { name, exact: true });
  }

  async save(section: Locator): Promise<void> {
    await section.getByRole('button', { name: /^(Save|Change)/ }).click();
  }

  /** Replaces the stored IBAN, shown only as •••• and its last four characters. */
  async replaceIban(iban: string): Promise<void> {
    const billing = this.section('Billing');
    await billing.getByRole('button', { name: 'Replace' }).click();
    await billing.getByRole('textbox', { name: 'IBAN' }).fill(iban);
    await this.save(billing);
  }
}
