import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { DEMO } from '../pages/demo-accounts';

test('a visitor is sent to the login page from a private page and from /', async ({ page }) => {
  await page.goto('/history');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in user is sent home from auth-only pages', async ({ page }) => {
  await new AppShell(page).signInAs('company');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/home$/);
});

test('a company without the analytics subscription is sent to the upgrade page, which names the page asked for', async ({
  page,
}) => {
  await new AppShell(page).signInAs('basic');
  await page.goto('/analytics');
  await expect(page).toHaveURL(/\/misc\/upgrade$/);
  await expect(page.getByRole('heading', { name: 'Not included in your subscription' })).toBeVisible();
  await expect(page.getByText('/analytics')).toBeVisible();
});

test('an account manager cannot open the application console, and is not offered it as a service', async ({ page }) => {
  await new AppShell(page).signInAs('manager');
  await page.goto('/console');
  await expect(page).toHaveURL(/\/misc\/not-authorized$/);
  await expect(page.getByRole('heading', { name: 'You are not authorized' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/companys$/);
});

// docs/roles.md: every side-menu entry opens its screen, never the upsell page.
for (const key of ['manager', 'admin'] as const) {
  test(`${key}: every side-menu entry opens its screen, none says "not included"`, async ({ page }) => {
    // A dozen screens, each downloading its chunk and its data: the default 30 s ran out on the last one in CI.
    test.setTimeout(90_000);
    const shell = new AppShell(page);
    await shell.signInAs(key);
    const links = shell.sideMenu().getByRole('link');
    await expect.poll(async () => (await shell.menuEntries()).sort()).toEqual([...DEMO[key].menu].sort());
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      await shell.sideMenu().locator(`a[href="${href}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByText('Not included in your subscription')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'You are not authorized' })).toHaveCount(0);
    }
  });
}

test('an administrator reads the invoices, and is asked to act as a company on the menus', async ({ page }) => {
  await new AppShell(page).signInAs('admin');
  await page.goto('/invoices');
  await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
  await page.goto('/menus');
  await expect(page).toHaveURL(/\/misc\/not-authorized$/);
  await expect(page.getByRole('heading', { name: 'Open this screen as a company' })).toBeVisible();
  await expect(page.getByText('Not included in your subscription')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Search a company or a user' }).fill('Burger');
  await page.getByRole('option', { name: /Demo Burger Co/ }).click();
  // Acting as a company that has the service, the page asked for opens.
  await expect(page).toHaveURL(/\/menus$/);
  await expect(page.getByText('Not included in your subscription')).toHaveCount(0);
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the companies list shows only the companies in scope', async ({ page }) => {
  await new AppShell(page).signInAs('company');
  await page.goto('/companys');
  await expect(page.getByRole('link', { name: 'Demo Burger Co' })).toBeVisible();
  await expect(page.getByText('Corner Pizza')).toHaveCount(0);
});
