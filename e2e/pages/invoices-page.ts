import type { Download, Locator, Page } from '@playwright/test';

/** /invoices: the list, its status filter and an invoice's detail. */
export class InvoicesPage {
  readonly table: Locator;

  constructor(private readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Invoices' });
  }

  async open(): Promise<void> {
    await this.page.goto('/invoices');
  }

  rows(): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('button', { name: /^Open invoice / }) });
  }

  async filterBy(status: 'All' | 'Paid' | 'To pay' | 'Being validated'): Promise<void> {
    // Mantine's segmented control hides its radios behind their labels: click the label, as a person does.
    await this.page
      .locator('label')
      .filter({ hasText: new RegExp(`^${status}$`) })
      .click();
  }

  async openDetail(number: string): Promise<Locator> {
    await this.table.getByRole('button', { name: `Open invoice ${number}` }).click();
    return this.page.getByRole('dialog', { name: `Invoice ${number}` });
  }

  async downloadPdf(from: Locator, number: string): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await from.getByRole('link', { name: `Download invoice ${number} as PDF` }).click();
    return download;
  }
}
