import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { InvoicesPage } from '../pages/invoices-page';

test('the demo company lists its invoices, filters them, opens one and downloads its PDF', async ({ page }) => {
  await new AppShell(page).signInAs('company');
  const invoices = new InvoicesPage(page);
  await invoices.open();
  await expect(invoices.rows().first()).toBeVisible();
  // Last month's subscription invoice and a commission invoice per commission-invoiced platform (Uber Eats, Deliveroo).
  await expect(invoices.rows().filter({ hasText: 'Subscription' }).first()).toBeVisible();
  await expect(
    invoices
      .rows()
      .filter({ has: page.getByRole('img', { name: 'Uber Eats' }) })
      .first(),
  ).toBeVisible();

  await invoices.filterBy('To pay');
  await expect(page).toHaveURL(/\/invoices\?status=VALIDER$/);
  // The previous list stays on screen until the filtered one arrives: wait until every row shown is one to pay.
  await expect(invoices.rows().filter({ hasNotText: 'To pay' })).toHaveCount(0);
  await expect(invoices.rows().first()).toContainText('To pay');
  await page.reload();
  await expect(invoices.rows().first()).toContainText('To pay');

  const number = (
    await invoices
      .rows()
      .first()
      .getByRole('button', { name: /^Open invoice / })
      .innerText()
  ).trim();
  expect(number).toMatch(/^CPT-\d{4}-\d{6}$/);
  const detail = await invoices.openDetail(number);
  await expect(detail).toBeVisible();
  const lines = detail.getByRole('table', { name: 'Invoice lines' });
  await expect(lines.getByRole('row').nth(1)).toBeVisible();
  await expect(detail.getByTestId('invoice-total-ttc')).toContainText('€');

  const download = await invoices.downloadPdf(detail, number);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(1024);
});

test('the invoices screen stays a page of the app, while only its PDF paths reach the API', async ({ page }) => {
  await new AppShell(page).signInAs('company');
  await page.goto('/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  const missing = await page.request.get('/invoices/00000000-0000-0000-0000-000000000000.pdf');
  expect(missing.status()).toBe(401);
});
