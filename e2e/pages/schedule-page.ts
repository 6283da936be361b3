import { expect, type Locator, type Page } from '@playwright/test';

/** /schedule: one card per restaurant, named 'Title (Platform)', each day a row of HH:MM fields. */
export class SchedulePage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/schedule');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Opening hours' })).toBeVisible();
  }

  card(restaurant: string): Locator {
    return this.page.getByRole('region', { name: restaurant });
  }

  start(card: Locator, day: string, index: number): Locator {
    return card.getByLabel(`${day}, period ${index}, opens at`);
  }

  end(card: Locator, day: string, index: number): Locator {
    return card.getByLabel(`${day}, period ${index}, closes at`);
  }

  async addPeriod(card: Locator, day: string, index: number, startTime: string, endTime: string): Promise<void> {
    await card.getByRole('button', { name: `Add a period on ${day}` }).click();
    await this.start(card, day, index).fill(startTime);
    await this.end(card, day, index).fill(endTime);
  }

  saveButton(card: Locator): Locator {
    return card.getByRole('button', { name: 'Save' });
  }
}

/** /holiday: the add form (a date range picker and a restaurant multi-select) and the list of closures. */
export class HolidayPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/holiday');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Holiday hours' })).toBeVisible();
  }

  /** Picks two days of next month in the calendar (both in the future, whatever today is). */
  async pickNextMonthRange(
    first: number,
    last: number,
  ): Promise<{ from: string; to: string; fromDate: string; toDate: string }> {
    const now = new Date();
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const label = (day: number) =>
      `${day} ${next.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })} ${next.getUTCFullYear()}`;
    await this.page.getByRole('button', { name: 'Closed from – to' }).click();
    await this.page.getByRole('button', { name: 'Next month' }).click();
    await this.page.getByRole('button', { name: label(first), exact: true }).click();
    await this.page.getByRole('button', { name: label(last), exact: true }).click();
    const isoDay = (day: number) =>
      new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth(), day)).toISOString().slice(0, 10);
    return { from: label(first), to: label(last), fromDate: isoDay(first), toDate: isoDay(last) };
  }

  async chooseRestaurants(names: readonly string[]): Promise<void> {
    const form = this.page.getByRole('region', { name: 'Add a closure' });
    for (const name of names) {
      await form.getByRole('combobox', { name: 'Restaurants' }).click();
      await this.page.getByRole('option').filter({ hasText: name }).click();
    }
    await this.page.keyboard.press('Escape');
  }

  list(): Locator {
    return this.page.getByRole('table', { name: 'Planned closures' });
  }

  rowsFrom(from: string): Locator {
    return this.list().getByRole('row').filter({ hasText: from });
  }
}
