import { expect, type Page } from '@playwright/test';

export type NewCompany = { name: string; email: string; password: string };

/** /signup and the account-code screen it leads to (docs/accounts.md#sign-up). */
export class SignupPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/signup');
    await expect(this.submitButton()).toBeVisible();
  }

  submitButton() {
    return this.page.getByRole('button', { name: 'Create my account' });
  }

  /** Fills every section with a company that passes the rules (Google France's real SIREN, SIRET and VAT number). */
  async fill(company: NewCompany): Promise<void> {
    const field = (label: RegExp) => this.page.getByRole('textbox', { name: label });
    await field(/^Company name/).fill(company.name);
    await field(/^Company phone/).fill('01 42 68 53 00');
    await field(/^SIREN/).fill('443061841');
    await field(/^SIRET/).fill('44306184100047');
    await field(/^VAT number/).fill('FR64443061841');
    await field(/^Address/).fill('8 rue de Londres');
    await field(/^Postal code/).fill('75009');
    await field(/^City/).fill('Paris');
    await field(/^First name/).fill('Alice');
    await field(/^Last name/).fill('Martin');
    await field(/^Phone/).fill('06 12 34 56 78');
    await field(/^Email(?! \()/).fill(company.email);
    await this.page.getByLabel(/^Password/).fill(company.password);
    await this.page.getByLabel(/^Confirm the password/).fill(company.password);
    await this.page.getByRole('checkbox', { name: /terms of use/ }).check();
    await this.page.getByRole('checkbox', { name: /privacy policy/ }).check();
  }

  codeField() {
    return this.page.getByRole('textbox', { name: /^Code from the e-mail/ });
  }
}
