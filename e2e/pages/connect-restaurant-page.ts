import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The integration wizard (docs/screens.md#adding-a-restaurant): a company adds a restaurant from its page, the
 * platform first, then that platform's steps, each checked before the next.
 */
export class ConnectRestaurantPage {
  constructor(private readonly page: Page) {}

  /** From the company's page, as its users reach it: Company in the side menu, then its restaurants' button. */
  async openFromCompanyPage(company: string): Promise<void> {
    await this.page.goto('/companys');
    await this.page.getByRole('link', { name: `Open ${company}` }).click();
    await this.page.getByRole('link', { name: 'Add a restaurant' }).click();
    await expect(this.page.getByRole('heading', { name: 'Add a restaurant', level: 1 })).toBeVisible();
  }

  async choosePlatform(label: string): Promise<void> {
    await this.page.getByRole('link', { name: label, exact: true }).click();
    await expect(this.page.getByRole('heading', { name: `Add a restaurant on ${label}`, level: 1 })).toBeVisible();
  }

  step(index: number, count: number): Locator {
    return this.page.getByText(`Step ${index} of ${count}`);
  }

  /** "Connect with Uber", then Allow on Uber's (the simulator's) authorisation page, back in the wizard. */
  async connectWithUber(): Promise<void> {
    await this.page.getByRole('button', { name: 'Connect with Uber' }).click();
    await this.page.getByRole('button', { name: 'Allow' }).click();
    await expect(this.page.getByRole('radiogroup', { name: /Your Uber Eats stores/ })).toBeVisible();
  }

  /** One of the owner's stores, asking Uber for the next page until it shows. */
  async pickUberStore(name: string): Promise<void> {
    const store = this.page.getByRole('radio', { name: new RegExp(name) });
    const more = this.page.getByRole('button', { name: 'Show more stores' });
    const stores = this.page.getByRole('radio');
    while (!(await store.isVisible()) && (await more.isVisible())) {
      const shown = await stores.count();
      await more.click();
      // The last page takes the button away: the next page has come when more stores show.
      await expect.poll(() => stores.count()).toBeGreaterThan(shown);
    }
    await store.check();
    await expect(this.page.getByRole('textbox', { name: /Name in Comptoir/ })).toHaveValue(name);
  }

  async pasteHubAddress(address: string): Promise<void> {
    await this.page.getByRole('textbox', { name: /Partner Hub address/ }).fill(address);
  }

  async name(name: string): Promise<void> {
    await this.page.getByRole('textbox', { name: /Name in Comptoir/ }).fill(name);
  }

  async continue(): Promise<void> {
    await this.page.getByRole('button', { name: 'Continue' }).click();
  }

  async tabletLogin(login: string, password: string): Promise<void> {
    await this.page.getByRole('textbox', { name: /Tablet login/ }).fill(login);
    await this.page.getByLabel(/Tablet password/).fill(password);
  }

  async tabletless(): Promise<void> {
    await this.page.getByRole('radio', { name: /tabletless mode/ }).check();
  }

  /** The summary's last button; the wizard then says the restaurant waits for its account manager. */
  async sendForReview(title: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Send for review' }).click();
    await expect(this.page.getByText(`${title} is waiting for review`)).toBeVisible();
  }

  async addAnother(): Promise<void> {
    await this.page.getByRole('link', { name: 'Add another restaurant' }).click();
  }

  /** A restaurant on the company's page, by its name and platform. */
  restaurantOnCompanyPage(title: string): Locator {
    return this.page.getByRole('listitem').filter({ hasText: title });
  }
}
