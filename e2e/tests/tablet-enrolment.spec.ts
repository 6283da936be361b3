import { expect, test, type Browser, type Page } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { OrdersPage } from '../pages/orders-page';
import { TabletsPage } from '../pages/tablets-page';

// docs/accounts.md#tablets: a company enrols a tablet with a one-time code or link instead of its password, sees it
// in its list, and revokes it.

async function aFreshTablet(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 800, height: 1280 } });
  return context.newPage();
}

test('a tablet signs in with a code or a link, shows up in the list, and is signed out once revoked', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const shell = new AppShell(page);
  await shell.signInAs('company');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Tablets' }).click();
  const tablets = new TabletsPage(page);
  await expect(page.getByRole('heading', { name: 'Add a tablet', level: 1 })).toBeVisible();

  const kitchen = await tablets.createCode('Kitchen tablet');
  await expect(page.getByRole('img', { name: 'QR code of the sign-in link' })).toBeVisible();
  const kitchenTablet = await aFreshTablet(browser);
  await kitchenTablet.goto('/login');
  await kitchenTablet.getByRole('button', { name: 'Sign in with a tablet code' }).click();
  await kitchenTablet.getByRole('textbox', { name: 'Tablet code' }).fill(kitchen.code);
  await kitchenTablet.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(kitchenTablet).toHaveURL(/\/home$/);
  await expect(new OrdersPage(kitchenTablet).tab('In progress')).toBeVisible();

  const counter = await tablets.createCode('Counter tablet');
  const counterTablet = await aFreshTablet(browser);
  await counterTablet.goto(counter.link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(counterTablet).toHaveURL(/\/home$/);
  await expect(new OrdersPage(counterTablet).tab('In progress')).toBeVisible();

  // The code works once: a third tablet is refused.
  const intruder = await aFreshTablet(browser);
  await intruder.goto('/login');
  await intruder.getByRole('button', { name: 'Sign in with a tablet code' }).click();
  await intruder.getByRole('textbox', { name: 'Tablet code' }).fill(kitchen.code);
  await intruder.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(intruder.getByRole('alert')).toContainText('This code or link is invalid or has expired');

  await tablets.goto();
  await expect(tablets.device('Kitchen tablet')).toContainText('Last check-in');
  // The build stamps its version (the commit) and the tablet sends it at check-in.
  await expect(tablets.device('Kitchen tablet')).toContainText(/App (\w+)/);
  await expect(tablets.device('Counter tablet')).toBeVisible();
  await tablets.revoke('Kitchen tablet');

  // The orders page asks the server every 5 seconds: its next request is refused and the tablet goes to /login.
  await expect(kitchenTablet).toHaveURL(/\/login$/, { timeout: 20_000 });
  expect(await kitchenTablet.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The other tablet and the owner's own session carry on.
  await counterTablet.reload();
  await expect(new OrdersPage(counterTablet).tab('In progress')).toBeVisible();
  await expect(counterTablet).toHaveURL(/\/home$/);
  await page.reload();
  await expect(tablets.device('Kitchen tablet')).toContainText('Revoked');
});

test('an expired or unknown link says so and leads to the login page', async ({ page }) => {
  await page.goto('/direct/auth/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('alert')).toContainText('This code or link is invalid or has expired');
  await page.getByRole('link', { name: 'Go to the sign-in page' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
