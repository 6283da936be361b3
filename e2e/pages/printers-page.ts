import { expect, type Locator, type Page } from '@playwright/test';

/** /printer: the company's cloud printers, each a region named by its label, with its last tickets. */
export class PrintersPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/printer');
    await expect(this.page.getByRole('heading', { name: 'Printers', level: 1 })).toBeVisible();
  }

  async addPrinter(mac: string, label: string, model: string): Promise<void> {
    const form = this.page.getByRole('region', { name: 'Add a printer' });
    await form.getByRole('textbox', { name: 'MAC address' }).fill(mac);
    await form.getByRole('combobox', { name: 'Model' }).click();
    await this.page.getByRole('option', { name: model, exact: true }).click();
    await form.getByRole('textbox', { name: 'Name' }).fill(label);
    await form.getByRole('button', { name: 'Add the printer' }).click();
  }

  printer(label: string): Locator {
    return this.page.getByRole('region', { name: label, exact: true });
  }

  /** Opens "Connect your printer" and reads the value shown under `label` (Server URL, User name, Password). */
  async connectionValue(printer: Locator, label: 'Server URL' | 'User name' | 'Password'): Promise<Locator> {
    const toggle = printer.getByRole('button', { name: 'Connect your printer' });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    return printer
      .getByRole('button', { name: `Copy the ${label}`, exact: true })
      .locator('xpath=ancestor::div[1]')
      .locator('code');
  }

  lastTickets(printer: Locator): Locator {
    return printer.getByRole('list', { name: 'Last tickets' }).getByRole('listitem');
  }
}
