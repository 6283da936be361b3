import { expect, type Page } from '@playwright/test';
import { LoginPage } from './login-page';
import { DEMO, type DemoAccountKey } from './demo-accounts';

export class AppShell {
  constructor(private readonly page: Page) {}

  async signInAs(key: DemoAccountKey): Promise<void> {
    const login = new LoginPage(this.page);
    await login.goto();
    await login.signIn(DEMO[key].email, DEMO[key].password);
    await expect(this.page).toHaveURL(new RegExp(`${DEMO[key].landing}$`));
    await expect(this.sideMenu()).toBeVisible();
  }

  sideMenu() {
    return this.page.getByRole('navigation', { name: 'Main navigation' });
  }

  /**
   * The side menu's entries by their label (a count badge beside one, as on Requests, is left out); none while a reload
   * (switching user, leaving) replaces the page, so a poll reads again.
   */
  async menuEntries(): Promise<string[]> {
    try {
      const names = await this.sideMenu().getByRole('link').allInnerTexts();
      const groups = await this.sideMenu().getByRole('button').allInnerTexts();
      return [...names, ...groups]
        .map((text) => text.trim().split('\n')[0]?.trim() ?? '')
        .filter((text) => text.length > 0);
    } catch (error) {
      if (error instanceof Error && /Execution context was destroyed/.test(error.message)) return [];
      throw error;
    }
  }

  async logout(): Promise<void> {
    await this.page.getByRole('button', { name: 'Account menu' }).click();
    await this.page.getByRole('menuitem', { name: 'Log out' }).click();
  }
}
