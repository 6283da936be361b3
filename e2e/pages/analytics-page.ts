import { expect, type Page } from '@playwright/test';

/** /analytics: the statistics of a period, behind the demo company's PIN. */
export class AnalyticsPage {
  constructor(private readonly page: Page) {}

  async goto(period: { fromDate: string; toDate: string }): Promise<void> {
    await this.page.goto(`/analytics?from=${period.fromDate}&to=${period.toDate}`);
  }

  async unlock(pin: string): Promise<void> {
    await expect(this.page.getByText('Enter your PIN code')).toBeVisible();
    await this.page.getByRole('textbox', { name: 'PIN code' }).fill(pin);
    await this.page.getByRole('button', { name: 'OK' }).click();
    await expect(this.page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  }

  overall(figure: 'total' | 'totalCommand' | 'canceledTotal') {
    return this.page.getByTestId(`analytics-${figure}`);
  }

  platforms() {
    return this.page.getByRole('table', { name: 'Totals by platform' });
  }

  restaurants() {
    return this.page.getByRole('table', { name: 'Totals by restaurant' });
  }

  dayMap() {
    return this.page.getByRole('table', { name: 'Sales and orders by day of the week and hour' });
  }

  bestItems() {
    return this.page.getByRole('table', { name: 'Best-selling items of the period' });
  }
}
