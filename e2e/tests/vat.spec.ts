import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { VatReportPage } from '../pages/vat-report-page';
import { parisDay } from '../pages/paris-day';

test('the demo company reads the VAT report of a period, whose rates add up to the History total of that period', async ({
  page,
}) => {
  await new AppShell(page).signInAs('company');
  const period = { fromDate: parisDay(-20), toDate: parisDay(-14) };
  const vat = new VatReportPage(page);
  await vat.goto(period);

  await expect(page.getByRole('heading', { level: 1, name: 'VAT report' })).toBeVisible();
  for (const line of [
    'Sales incl. VAT',
    'Deductible VAT',
    'VAT remaining due',
    'Paid by the platform',
    'Restaurant net',
    'Platform service incl. VAT',
  ]) {
    await expect(vat.statement().getByRole('rowheader', { name: line, exact: true })).toBeVisible();
  }
  await expect(vat.rates().getByRole('rowheader', { name: '10%' })).toBeVisible();
  await expect(vat.orders().getByRole('row').nth(1)).toBeVisible();
  const salesTtc = (await vat.line('sales_ttc').innerText()).trim();
  await expect(vat.ratesTotalTtc()).toHaveText(salesTtc);

  await page.goto(`/history?from=${period.fromDate}&to=${period.toDate}`);
  await expect(page.getByTestId('stat-total')).toHaveText(salesTtc);
});

test('the VAT report keeps its period in the address and pages through the orders oldest first', async ({ page }) => {
  await new AppShell(page).signInAs('company');
  const vat = new VatReportPage(page);
  await vat.goto({ fromDate: parisDay(-30), toDate: parisDay(-1) });
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`from=${parisDay(-30)}&to=${parisDay(-1)}`));
  const rows = vat.orders().getByRole('row');
  await expect(rows.nth(50)).toBeVisible();
  const firstDate = (await rows.nth(1).getByRole('cell').first().innerText()).trim();
  expect(firstDate.slice(0, 10)).toBe(parisDay(-30).split('-').reverse().join('-'));
  await page.getByRole('button', { name: 'Show more orders' }).click();
  await expect(rows.nth(100)).toBeVisible();
});
