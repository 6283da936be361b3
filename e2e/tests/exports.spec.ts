import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { AppShell } from '../pages/app-shell';

// The Monday to Sunday two weeks ago: a whole past week of demo orders that nothing adds to during the test.
function pastWeek(): { fromDate: string; toDate: string } {
  const today = new Date();
  const monday = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - ((today.getUTCDay() + 6) % 7) - 14),
  );
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return { fromDate: iso(monday), toDate: iso(new Date(monday.getTime() + 6 * 86_400_000)) };
}

function euros(value: unknown): string {
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(Number(value));
}

test('the demo company exports its history of a week and finds in the file the orders and totals on screen', async ({
  page,
}) => {
  const week = pastWeek();
  await new AppShell(page).signInAs('company');
  await page.goto(`/history?from=${week.fromDate}&to=${week.toDate}`);
  const table = page.getByRole('table', { name: 'Orders of the period' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const shown = {
    count: (await page.getByTestId('stat-count').innerText()).replace(/\s/g, ''),
    canceled: (await page.getByTestId('stat-canceled').innerText()).replace(/\s/g, ''),
    total: await page.getByTestId('stat-total').innerText(),
    subtotal: await page.getByTestId('stat-subtotal').innerText(),
    firstOrder: (
      (await table
        .getByRole('button', { name: /^Open order #/ })
        .first()
        .getAttribute('aria-label')) ?? ''
    ).replace('Open order #', ''),
  };

  await page.getByRole('button', { name: 'Export' }).click();
  const modal = page.getByRole('dialog', { name: 'Your report is ready to be downloaded' });
  await expect(modal).toContainText('All stores');
  await expect(modal).toContainText('All platforms');
  const downloading = page.waitForEvent('download');
  await modal.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`comptoir-orders-week-${week.fromDate}_${week.toDate}.xlsx`);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  // The file is in the language the screen was read in, English here, though the demo company is French and never
  // chose a language (docs/product.md#documents).
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'Orders']);
  const figures = new Map<string, unknown>();
  workbook.getWorksheet('Summary')?.eachRow((row) => figures.set(String(row.getCell(1).value), row.getCell(2).value));
  expect(String(figures.get('Orders'))).toBe(shown.count);
  expect(String(figures.get('Canceled orders'))).toBe(shown.canceled);
  expect(euros(figures.get('Total'))).toBe(shown.total);
  expect(euros(figures.get('Subtotal'))).toBe(shown.subtotal);

  const orders = workbook.getWorksheet('Orders');
  const displayIds: string[] = [];
  orders?.eachRow((row, number) => {
    if (number > 1) displayIds.push(String(row.getCell(4).value));
  });
  expect(displayIds).toHaveLength(Number(shown.count) + Number(shown.canceled));
  expect(displayIds).toContain(shown.firstOrder);
});
