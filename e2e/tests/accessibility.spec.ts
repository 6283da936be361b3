import { expect, test, type Locator, type Page } from '@playwright/test';
import { AccessibilityAudit } from '../pages/accessibility-audit';
import { AppShell } from '../pages/app-shell';
import { OrdersPage, placeOrder } from '../pages/orders-page';
import { waitForScreen } from '../pages/touch-targets';

// docs/accessibility.md#axe: every screen of the route table (docs/roles.md#route-table), opened by an account that
// may open it, has no serious or critical axe violation in either skin. Each account signs in once and moves from
// screen to screen inside the app, as its links do; a route that draws the same screen as another (/v0/analytics,
// /forget-password, /forgot, /reset) is not opened twice.

type Screen = { path: string; heading: string | RegExp; level?: number; exclude?: string };

/** Changes the address and lets the app's router follow, as a link's click does; the first one loads the app. */
async function navigate(page: Page, path: string): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/');
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Opens a screen through the app's router (the address changes and the router follows, as on a link's click), and
 * waits for its heading and the end of its loading; a refusal or a redirect elsewhere fails here rather than in axe.
 */
async function open(page: Page, { path, heading, level = 1 }: Screen): Promise<void> {
  await navigate(page, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('heading', { name: heading, level, exact: true })).toBeVisible();
  await waitForScreen(page);
}

async function checkScreens(page: Page, audit: AccessibilityAudit, screens: readonly Screen[]): Promise<void> {
  for (const screen of screens) {
    await open(page, screen);
    await audit.check(screen.path, screen.exclude);
  }
}

/** Checks an open dialog, then closes it with Escape. */
async function checkDialog(page: Page, audit: AccessibilityAudit, name: string, dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await waitForScreen(page);
  await audit.check(name);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** The demo company's page, from the company list as its link leads there. */
async function demoCompanyPath(page: Page): Promise<string> {
  await open(page, { path: '/companys', heading: 'Companies' });
  await page.getByRole('link', { name: 'Open Demo Burger Co' }).click();
  await expect(page).toHaveURL(/\/company\/\d+\/show$/);
  return new URL(page.url()).pathname;
}

test('a visitor meets no serious or critical axe violation on the signed-out screens', async ({ page }) => {
  test.setTimeout(60_000);
  const audit = new AccessibilityAudit(page);
  await checkScreens(page, audit, [
    { path: '/login', heading: 'Welcome to Comptoir' },
    { path: '/signup', heading: 'Create your Comptoir account' },
    { path: '/forgot-password', heading: 'Forgot your password?' },
    { path: '/client-password/expired-token', heading: 'Choose a new password' },
    { path: '/misc/not-authorized', heading: 'You are not authorized' },
    { path: '/error', heading: 'Oh no !' },
    { path: '/no/such/page', heading: 'Page not found' },
  ]);
  expect(audit.findings, audit.report()).toEqual([]);
});

test('the demo company meets no serious or critical axe violation on its screens and the kitchen dialogs', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const audit = new AccessibilityAudit(page);
  await new AppShell(page).signInAs('company');

  // The PIN screen first; its PIN session then opens the other protected screens and actions.
  await open(page, { path: '/analytics', heading: 'Enter your PIN code', level: 2 });
  await audit.check('PIN screen');
  await page.getByRole('textbox', { name: 'PIN code' }).fill('1234');
  await page.getByRole('button', { name: 'OK' }).click();
  // Ninety days of demo orders: the figures take a while on a busy machine.
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible({ timeout: 30_000 });
  await waitForScreen(page);
  await audit.check('/analytics');

  const orders = new OrdersPage(page);
  const placed = await placeOrder(request, await orders.token(), 'PLATFORM_UBER_EAT');
  await open(page, { path: '/home', heading: 'Orders' });
  await orders.tab('New').click();
  await expect(orders.card(placed.displayId)).toBeVisible();
  await audit.check('/home, New');
  await checkDialog(page, audit, 'order detail', await orders.open(placed.displayId));
  // Every restaurant open: the switch asks before pausing them all.
  await page.getByRole('switch', { name: 'Pause', exact: true }).click();
  await checkDialog(page, audit, 'pause-all dialog', page.getByRole('dialog', { name: 'Pause all restaurants?' }));
  await page.getByRole('switch', { name: 'Delaying orders' }).click();
  await checkDialog(page, audit, 'delay dialog', page.getByRole('dialog', { name: 'Delay orders' }));

  const companyPage = await demoCompanyPath(page);
  await checkScreens(page, audit, [
    { path: '/history', heading: 'History' },
    { path: '/invoices', heading: 'Invoices' },
    { path: '/menus', heading: 'Menu availability' },
    { path: '/schedule', heading: 'Opening hours' },
    { path: '/holiday', heading: 'Holiday hours' },
    { path: '/review', heading: 'Reviews' },
    { path: '/dispute/order', heading: 'Complaints' },
    { path: '/disputable/order', heading: 'Orders to dispute' },
    { path: '/tva/item', heading: 'VAT report' },
    { path: '/companys', heading: 'Companies' },
    { path: companyPage, heading: 'Demo Burger Co' },
    { path: '/restaurants/new', heading: 'Add a restaurant' },
    { path: '/restaurants/new/deliveroo', heading: 'Add a restaurant on Deliveroo' },
    { path: '/printer', heading: 'Printers' },
    { path: '/settings', heading: 'Settings' },
    { path: '/account', heading: 'Account' },
    { path: '/tablets/new', heading: 'Add a tablet' },
    // GraphiQL's own editor is left out: CodeMirror's unlabelled input and GraphiQL's tab holding its close button
    // are drawn by the library (docs/accessibility.md#axe); the page around it is checked.
    { path: '/graphiql', heading: 'API explorer', exclude: '.graphiql-container' },
    { path: '/menu-maker/0/menus', heading: 'Menu maker' },
    { path: '/misc/upgrade', heading: 'Not included in your subscription' },
    // The runner display is a wall screen: its two columns are its headings.
    { path: '/deliveryzone', heading: /^IN PROGRESS/, level: 2 },
  ]);
  expect(audit.findings, audit.report()).toEqual([]);
});

test('an account manager meets no serious or critical axe violation on its screens', async ({ page }) => {
  test.setTimeout(90_000);
  const audit = new AccessibilityAudit(page);
  await new AppShell(page).signInAs('manager');
  const companyPage = await demoCompanyPath(page);
  const restaurantSettings = await page
    .getByRole('link', { name: 'Settings of Demo Burger Bastille (Uber Eats)' })
    .getAttribute('href');
  const companyId = companyPage.split('/')[2] ?? '';
  await checkScreens(page, audit, [
    { path: '/companys', heading: 'Companies' },
    { path: companyPage, heading: 'Demo Burger Co' },
    { path: `/company/${companyId}/edit`, heading: 'Edit Demo Burger Co' },
    { path: restaurantSettings ?? '', heading: 'Settings of Demo Burger Bastille' },
    { path: `/company/${companyId}/restaurants/new`, heading: 'Add a restaurant' },
    { path: '/restaurants/pending', heading: 'Pending restaurants' },
    { path: '/data-check', heading: 'Data check' },
    { path: '/service-requests', heading: 'Service requests' },
    { path: '/invoices', heading: 'Invoices' },
  ]);
  expect(audit.findings, audit.report()).toEqual([]);
});

test('an administrator meets no serious or critical axe violation on its own screens', async ({ page }) => {
  test.setTimeout(60_000);
  const audit = new AccessibilityAudit(page);
  await new AppShell(page).signInAs('admin');
  await checkScreens(page, audit, [
    { path: '/home', heading: 'Orders' },
    { path: '/marketing', heading: 'Marketing' },
  ]);
  await page.getByRole('button', { name: /restaurants? with (a )?problems?/ }).click();
  await checkDialog(
    page,
    audit,
    'restaurant problems',
    page.getByRole('dialog', { name: 'Restaurants with problems' }),
  );
  // A company's screen refused to an administrator offers to act as a company.
  await navigate(page, '/menus');
  await expect(page.getByRole('heading', { name: 'Open this screen as a company', level: 1 })).toBeVisible();
  await waitForScreen(page);
  await audit.check('/menus refused: act as a company');
  expect(audit.findings, audit.report()).toEqual([]);
});

test('an application meets no serious or critical axe violation on its screens', async ({ page }) => {
  test.setTimeout(60_000);
  const audit = new AccessibilityAudit(page);
  await new AppShell(page).signInAs('app');
  await checkScreens(page, audit, [
    { path: '/console', heading: 'Console' },
    { path: '/home', heading: 'Orders' },
    { path: '/analytics', heading: 'Analytics' },
  ]);
  expect(audit.findings, audit.report()).toEqual([]);
});
