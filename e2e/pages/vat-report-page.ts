import type { Page } from '@playwright/test';

/** /tva/item: the VAT report of a period. */
export class VatReportPage {
  constructor(private readonly page: Page) {}

  async goto(period: { fromDate: string; toDate: string }): Promise<void> {
    await this.page.goto(`/tva/item?from=${period.fromDate}&to=${period.toDate}`);
  }

  statement() {
    return this.page.getByRole('table', { name: 'Statement of the period' });
  }

  rates() {
    return this.page.getByRole('table', { name: 'VAT per rate' });
  }

  orders() {
    return this.page.getByRole('table', { name: 'Orders of the period with their VAT' });
  }

  line(key: string) {
    return this.page.getByTestId(`line-${key}`);
  }

  ratesTotalTtc() {
    return this.page.getByTestId('rates-total-ttc');
  }
}
