import { expect, test, type Page } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { OrdersPage, placeOrder } from '../pages/orders-page';
import { smallTouchTargets, waitForScreen } from '../pages/touch-targets';

test('on a portrait tablet (800×1280) every control of the Orders screen and of an order is a 48 px touch target', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 800, height: 1280 });
  await new AppShell(page).signInAs('company');
  const orders = new OrdersPage(page);
  const placed = await placeOrder(request, await orders.token(), 'PLATFORM_UBER_EAT');
  await orders.goto();
  await orders.tab('New').click();
  await expect(orders.card(placed.displayId).getByRole('button', { name: /^Accept/ })).toBeVisible();
  // The top bar, the side menu with the operator switches, the tabs and the cards.
  expect(await smallTouchTargets(page.locator('header, nav, main'))).toEqual([]);
  const detail = await orders.open(placed.displayId);
  await waitForScreen(page);
  expect(await smallTouchTargets(detail)).toEqual([]);
});

test('on a phone (412×915) with orders waiting, the top bar keeps the account menu on screen, languages included', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 412, height: 915 });
  await new AppShell(page).signInAs('company');
  const orders = new OrdersPage(page);
  await placeOrder(request, await orders.token(), 'PLATFORM_UBER_EAT');
  await orders.goto();
  // The New orders link (and, as a deadline nears, its counter) takes its room in the bar.
  await expect(page.getByRole('banner').getByRole('link', { name: /New orders/ })).toBeVisible();
  const account = page.getByRole('button', { name: 'Account menu' });
  await expect(account).toBeVisible();
  const box = await account.boundingBox();
  expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(412);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  // The languages, which the bar has no room for, are in the account menu.
  await account.click();
  await pickLanguage(page, 'Français');
  await expect(page.getByRole('heading', { name: 'Commandes', level: 1 })).toBeVisible();
  // The language is the account's (docs/product.md#languages): back to English, as the other tests expect it.
  await page.getByRole('button', { name: 'Menu du compte' }).click();
  await pickLanguage(page, 'English');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
});

async function pickLanguage(page: Page, name: string): Promise<void> {
  const stored = page.waitForResponse((response) => response.request().postData()?.includes('UpdateLanguage') ?? false);
  await page.getByRole('menuitem', { name }).click();
  expect((await stored).ok()).toBe(true);
}
