import { expect, type Page } from '@playwright/test';

export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/login');
    await expect(this.submitButton()).toBeVisible();
  }

  submitButton() {
    return this.page.getByRole('button', { name: 'Sign in', exact: true });
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Email' }).fill(email);
    await this.page.getByRole('textbox', { name: 'Password' }).fill(password);
    await this.submitButton().click();
  }

  alert() {
    return this.page.getByRole('alert');
  }
}
