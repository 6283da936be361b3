import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { DEMO, type DemoAccountKey } from '../pages/demo-accounts';
import { LoginPage } from '../pages/login-page';

test('a wrong password and an unknown email get the same message and no session', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.company.email, 'not-the-password');
  await expect(login.alert()).toContainText('Incorrect password or email');
  await login.signIn('nobody@demo.comptoir.test', 'whatever-it-is');
  await expect(login.alert()).toContainText('Incorrect password or email');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

for (const key of Object.keys(DEMO) as DemoAccountKey[]) {
  test(`${key} signs in and sees the menu its roles allow`, async ({ page }) => {
    const shell = new AppShell(page);
    await shell.signInAs(key);
    await expect.poll(async () => (await shell.menuEntries()).sort()).toEqual([...DEMO[key].menu].sort());
  });
}

test('logout clears the stored session and goes to the login page', async ({ page }) => {
  const shell = new AppShell(page);
  await shell.signInAs('company');
  await shell.logout();
  await expect(page).toHaveURL(/\/login$/);
  const stored = await page.evaluate(() =>
    ['token', 'refresh', 'user', 'x-switch-user', 'pinCodeExp', 'orders'].map((k) => localStorage.getItem(k)),
  );
  expect(stored).toEqual([null, null, null, null, null, null]);
  await page.goto('/history');
  await expect(page).toHaveURL(/\/login$/);
});

test('an administrator acts as a company with its menu, then leaves', async ({ page }) => {
  const shell = new AppShell(page);
  await shell.signInAs('admin');
  await page.getByRole('combobox', { name: 'Search a company or a user' }).click();
  await page.getByRole('combobox', { name: 'Search a company or a user' }).fill('Corner');
  await page.getByRole('option', { name: /Corner Pizza/ }).click();
  await expect(page.getByText(`Acting as ${DEMO.basic.email}`)).toBeVisible();
  // Switching reloads the page: wait for the menu of the account acted as rather than read it mid-reload.
  await expect.poll(async () => (await shell.menuEntries()).sort()).toEqual([...DEMO.basic.menu].sort());
  await page.getByRole('button', { name: 'Leave this account' }).first().click();
  await expect(page.getByText(/Acting as/)).toHaveCount(0);
  await expect.poll(async () => (await shell.menuEntries()).sort()).toEqual([...DEMO.admin.menu].sort());
});
