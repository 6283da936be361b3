import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';

test('the administrator reads the offers of the week, then the ads with their daily figures', async ({ page }) => {
  await new AppShell(page).signInAs('admin');
  await page.goto('/marketing');
  await expect(page.getByRole('heading', { name: 'Marketing', level: 1 })).toBeVisible();
  const offers = page.getByRole('table', { name: 'Offers of the period' });
  await expect(offers.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: /^Discount given$/ })).toBeVisible();

  await page.getByRole('combobox', { name: 'Marketing type' }).click();
  await page.getByRole('option', { name: 'Ads' }).click();
  // The report covers whole weeks, Monday to Sunday, and the address keeps the view.
  await expect(page).toHaveURL(/type=ads/);
  const campaigns = page.getByRole('table', { name: 'Ad campaigns of the period' });
  await expect(campaigns.getByRole('row').nth(1)).toBeVisible();
  await expect(campaigns.getByRole('row').nth(1)).toContainText(/per (day|week)|in total/);
  await expect(page.getByRole('img', { name: 'Ad spend and sales after a click, day by day' })).toBeVisible();
  const days = page.getByRole('table', { name: 'Ads day by day' });
  await expect(days.getByRole('row').nth(1)).toContainText('€');
  for (const figure of ['Ad spend', 'Clicks', 'Return on ad spend']) {
    await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${figure}$`) })).toBeVisible();
  }
  await page.reload();
  await expect(campaigns.getByRole('row').nth(1)).toBeVisible();
});

test('a company without the marketing subscription is sent to the upgrade page naming Marketing', async ({ page }) => {
  await new AppShell(page).signInAs('company');
  await page.goto('/marketing');
  await expect(page).toHaveURL(/\/misc\/upgrade$/);
  await expect(page.getByText('Marketing is not included in your subscription.')).toBeVisible();
});
