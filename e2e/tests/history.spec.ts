import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { parisDay } from '../pages/paris-day';

test('the demo company reads this week in its history, with totals, and opens an order', async ({ page }) => {
  await new AppShell(page).signInAs('company');
  await page.goto('/history');
  for (const figure of [
    'Orders',
    'Orders with a photo',
    'Subtotal',
    'Promotions',
    'Canceled orders',
    'Canceled total',
    'Total',
  ]) {
    await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${figure}$`) })).toBeVisible();
  }
  const table = page.getByRole('table', { name: 'Orders of the period' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  // A period in the address is the period shown, so a view can be shared and survives a reload.
  await page.goto(`/history?from=${parisDay(-20)}&to=${parisDay(-14)}`);
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`from=${parisDay(-20)}&to=${parisDay(-14)}`));
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table.getByRole('row').nth(1)).not.toContainText(parisDay(0).split('-').reverse().join('-'));
  await table
    .getByRole('button', { name: /^Open order #/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: /^Order #/ })).toBeVisible();
});

test('the basic company, sent from /analytics to the upgrade page, reads which service it lacks and requests it', async ({
  page,
}) => {
  await new AppShell(page).signInAs('basic');
  await page.goto('/analytics');
  await expect(page).toHaveURL(/\/misc\/upgrade$/);
  await expect(page.getByText('Analytics is not included in your subscription.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Comment' }).fill('We would like the weekly sales charts.');
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(page.getByText('Your request has been sent. Customer service will contact you.')).toBeVisible();
});
