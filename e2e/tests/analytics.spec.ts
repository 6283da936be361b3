import { expect, test } from '@playwright/test';
import { AnalyticsPage } from '../pages/analytics-page';
import { AppShell } from '../pages/app-shell';
import { parisDay } from '../pages/paris-day';

test('the demo company opens Analytics with its PIN, reads per-platform totals, and finds the History total of the same period', async ({
  page,
}) => {
  await new AppShell(page).signInAs('company');
  const period = { fromDate: parisDay(-20), toDate: parisDay(-14) };
  const analytics = new AnalyticsPage(page);
  await analytics.goto(period);
  await analytics.unlock('1234');

  const platforms = analytics.platforms();
  for (const platform of ['Uber Eats', 'Deliveroo', 'Just Eat', 'Glovo']) {
    await expect(platforms.getByRole('rowheader', { name: platform })).toBeVisible();
  }
  await expect(page.getByRole('img', { name: 'Share of the total by platform' })).toBeVisible();
  await expect(analytics.restaurants().getByRole('row')).toHaveCount(7);
  await expect(analytics.dayMap().getByRole('cell', { name: /^Friday 20:00–21:00: \d+ orders?/ })).toBeVisible();
  await expect(analytics.bestItems().getByRole('row').nth(1)).toBeVisible();
  const total = (await analytics.overall('total').textContent()) ?? '';
  const canceledTotal = (await analytics.overall('canceledTotal').textContent()) ?? '';
  const orders = (await analytics.overall('totalCommand').textContent()) ?? '';
  expect(total).toMatch(/\d/);

  // The same period on History: the same money, to the cent.
  await page.goto(`/history?from=${period.fromDate}&to=${period.toDate}`);
  await expect(page.getByTestId('stat-total')).toHaveText(total);
  await expect(page.getByTestId('stat-canceledTotal')).toHaveText(canceledTotal);
  await expect(page.getByTestId('stat-count')).toHaveText(orders);
});
