import { expect, type Locator, type Page } from '@playwright/test';

/** /console: an application's settings, signing secret and delivery log, each a region named by its title. */
export class ConsolePage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/console');
    await expect(this.page.getByRole('heading', { name: 'Console', level: 1 })).toBeVisible();
  }

  settings(): Locator {
    return this.page.getByRole('form', { name: 'Settings' });
  }

  async saveSettings(webhookUrl: string, sendEvents: boolean): Promise<void> {
    const settings = this.settings();
    await settings.getByRole('textbox', { name: 'Webhook address' }).fill(webhookUrl);
    const toggle = settings.getByRole('switch', { name: /^Send events/ });
    // Mantine's switch input sits under its track, hence force; a click during a dialog's fade-out lands on the
    // overlay, so it is tried again until the switch shows the state.
    await expect(async () => {
      if ((await toggle.isChecked()) !== sendEvents) await toggle.click({ force: true });
      await expect(toggle).toBeChecked({ checked: sendEvents, timeout: 1_000 });
    }).toPass();
    // The notice of an earlier save may still be up: this save's own notice is the one awaited.
    const saved = this.page.getByText('Settings saved.');
    await expect(saved).toHaveCount(0);
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect(saved).toBeVisible();
  }

  /** Rotates the secret through its confirmation and answers the new one, read from the screen. */
  async rotateSecret(): Promise<string> {
    await this.page.getByRole('button', { name: 'Rotate secret' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Rotate the signing secret?' });
    await expect(dialog).toContainText('stays valid for 24 hours');
    await dialog.getByRole('button', { name: 'Rotate the secret' }).click();
    await expect(dialog).toBeHidden();
    const secret = this.page.getByLabel('New signing secret');
    await expect(secret).toHaveText(/^whsec_\S+$/);
    return (await secret.textContent()) ?? '';
  }

  log(): Locator {
    return this.page.getByRole('table', { name: 'Delivery log' });
  }
}
