import { expect, test } from '@playwright/test';
import { AccountPage } from '../pages/account-page';
import { AppShell } from '../pages/app-shell';
import { generatePng } from '../pages/disputes-page';

// docs/accounts.md#account-page: the demo company edits its VAT number and its IBAN, which it only ever sees as its
// last four characters, and uploads a logo that then shows in the top bar. The password change is tested through the
// API (account-settings/change-password.test.ts): the demo accounts' passwords are shared by every spec.

test('a company edits its VAT number and IBAN, and its logo shows in the top bar', async ({ page }) => {
  test.setTimeout(60_000);
  await new AppShell(page).signInAs('company');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  const account = new AccountPage(page);
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();

  const company = account.section('Company');
  const vat = company.getByRole('textbox', { name: 'VAT number' });
  await vat.fill('FR00842153678');
  await account.save(company);
  await expect(company.getByText('Invalid VAT number')).toBeVisible();
  await vat.fill('fr 16 842 153 678');
  await account.save(company);
  await expect(page.getByText('Information updated!')).toBeVisible();

  const billing = account.section('Billing');
  await expect(billing.getByText('•••• 0189')).toBeVisible();
  await account.replaceIban('DE89 3704 0044 0532 0130 00');
  await expect(billing.getByText('•••• 3000')).toBeVisible();

  const logo = account.section('Logo');
  await logo
    .locator('input[type="file"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: generatePng(240, 120) });
  await expect(logo.getByRole('img', { name: 'Preview of the new logo' })).toBeVisible();
  await account.save(logo);
  await expect(page.getByText('Logo updated!')).toBeVisible();
  const inTopBar = page.getByRole('banner').getByRole('img', { name: 'Company logo' });
  await expect(inTopBar).toBeVisible();
  await expect.poll(() => inTopBar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // After a reload the page reads the server again: the VAT number as stored, the IBAN still only as its last four.
  await account.goto();
  await expect(company.getByRole('textbox', { name: 'VAT number' })).toHaveValue('FR16842153678');
  await expect(billing.getByText('•••• 3000')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('3704 0044');
  // Back to the seeded IBAN, for the specs after this one.
  await account.replaceIban('FR76 3000 6000 0112 3456 7890 189');
  await expect(billing.getByText('•••• 0189')).toBeVisible();
});
