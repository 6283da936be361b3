import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { parisDay } from '../pages/paris-day';

test('the account manager checks that History, Analytics and the VAT report agree on a month of the demo data', async ({
  page,
}) => {
  await new AppShell(page).signInAs('manager');
  await page.goto(`/data-check?from=${parisDay(-35)}&to=${parisDay(-5)}`);
  await expect(page.getByRole('heading', { name: 'Data check' })).toBeVisible();
  await expect(page.getByText('Every report agrees')).toBeVisible();
  const checks = page.getByRole('table', { name: 'Agreement between the reports' });
  await expect(checks.getByRole('row')).toHaveCount(9);
  await expect(checks.getByText('Differs')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Per restaurant (Analytics)' })).toContainText('Corner Pizza');
});

// The data check is an internal tool, not a service a company can buy: refused, never offered (docs/roles.md).
test('a company account is refused the data check, not offered it', async ({ page }) => {
  await new AppShell(page).signInAs('company');
  await page.goto('/data-check');
  await expect(page).toHaveURL(/\/misc\/not-authorized$/);
  await expect(page.getByText('Not included in your subscription')).toHaveCount(0);
});
