import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { CompanyEditPage } from '../pages/company-edit-page';
import { DEMO } from '../pages/demo-accounts';
import { LoginPage } from '../pages/login-page';

// docs/administration.md: the demo account manager edits Corner Pizza's contact and auto-accept, which stay after a
// reload; the administrator disables Corner Pizza, which then cannot sign in, and enables it again.

test('an account manager edits a company’s contact and auto-accept, and they are kept', async ({ page }) => {
  test.setTimeout(60_000);
  await new AppShell(page).signInAs('manager');
  const edit = new CompanyEditPage(page);
  await edit.openFromList('Corner Pizza');

  const contact = edit.section('Address & contact');
  await contact.getByRole('textbox', { name: 'First name' }).fill('Giulia');
  await contact.getByRole('textbox', { name: 'Phone' }).fill('06 98 76 54 32');
  await edit.save(contact);
  const preferences = edit.section('Preferences');
  const autoAccept = preferences.getByRole('switch', { name: 'Accept new orders automatically' });
  await expect(autoAccept).not.toBeChecked();
  await autoAccept.click();
  await edit.save(preferences);

  await page.reload();
  await expect(contact.getByRole('textbox', { name: 'First name' })).toHaveValue('Giulia');
  // Stored in international format, as the sign-up stores it.
  await expect(contact.getByRole('textbox', { name: 'Phone' })).toHaveValue('+33698765432');
  await expect(autoAccept).toBeChecked();

  // Corner Pizza accepts its orders by hand again, for the specs after this one.
  await autoAccept.click();
  await edit.save(preferences);
});

test('an administrator disables a company, which cannot sign in until enabled again', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await new AppShell(page).signInAs('admin');
  const edit = new CompanyEditPage(page);
  await edit.openFromList('Corner Pizza');
  await edit.disable('Corner Pizza');

  const kitchen = await browser.newContext();
  const basic = await kitchen.newPage();
  const login = new LoginPage(basic);
  await login.goto();
  await login.signIn(DEMO.basic.email, DEMO.basic.password);
  await expect(login.alert()).toContainText('This account is disabled');
  await expect(basic).toHaveURL(/\/login$/);

  await edit.enable();
  await login.signIn(DEMO.basic.email, DEMO.basic.password);
  await expect(basic).toHaveURL(new RegExp(`${DEMO.basic.landing}$`));
  await kitchen.close();
});
