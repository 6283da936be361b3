import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { NewOrderAlert } from '../pages/new-order-alert';
import { OrdersPage, placeOrder } from '../pages/orders-page';

test('an order placed while the tablet shows History rings until it is opened, and the New badge counts it', async ({
  page,
  request,
}) => {
  // It listens to the chimes and then to 6 s of silence: under load, more than the default 30 s.
  test.setTimeout(60_000);
  const alert = new NewOrderAlert(page);
  await alert.countChimes();
  const shell = new AppShell(page);
  await shell.signInAs('company');
  const orders = new OrdersPage(page);
  const token = await orders.token();
  // Orders other tests left under New would ring too: this device has opened them.
  await alert.silenceWaitingOrders(request, token);
  await page.reload();
  // A reload takes the browser's permission to play sound: the bar asks for the tap that gives it back.
  if (await alert.enableSoundBar().isVisible()) await alert.enableSoundBar().click();
  await shell.sideMenu().getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(alert.enableSoundBar()).toHaveCount(0);
  await alert.expectSilentFor(1_000);
  const waiting = await alert.newCount();

  const placed = await placeOrder(request, token, 'PLATFORM_DELIVEROO');
  await expect(alert.badge()).toHaveAccessibleName(`New orders: ${waiting + 1}`);
  // It rings at once, then again every few seconds.
  await expect.poll(() => alert.chimes(), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  await expect(page).toHaveURL(/\/history$/);

  await alert.badge().click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(orders.tab('New')).toHaveAttribute('aria-selected', 'true');
  const dialog = await orders.open(placed.displayId);
  await dialog.getByRole('button', { name: 'Close the order' }).click();
  await alert.expectSilentFor(6_000);
});

test('the Accept button of a New card accepts the order without opening it', async ({ page, request }) => {
  await new AppShell(page).signInAs('company');
  const orders = new OrdersPage(page);
  await orders.goto();
  const placed = await placeOrder(request, await orders.token(), 'PLATFORM_UBER_EAT');
  await orders.tab('New').click();
  await orders
    .card(placed.displayId)
    .getByRole('button', { name: `Accept order #${placed.displayId}` })
    .click();
  await expect(page.getByText(`Order #${placed.displayId} accepted.`)).toBeVisible();
  await orders.tab('In progress').click();
  await expect(orders.card(placed.displayId)).toBeVisible();
});

// The bar above every screen goes once the sound is unlocked, which pulls the screen up: a press that unlocked it
// moved its button from under the finger before the release, and the tap did nothing.
test('the first tap after a reload, which unlocks the sound, still presses the button under the finger', async ({
  page,
}) => {
  const alert = new NewOrderAlert(page);
  await alert.wantTapBeforeSound();
  await new AppShell(page).signInAs('basic');
  await page.goto('/analytics');
  await expect(page).toHaveURL(/\/misc\/upgrade$/);
  await expect(alert.enableSoundBar()).toBeVisible();
  await page.getByRole('textbox', { name: 'Comment' }).fill('We would like the weekly sales charts.');
  const send = await page.getByRole('button', { name: 'Send the request' }).boundingBox();
  if (!send) throw new Error('the button is not on screen');
  await page.mouse.move(send.x + send.width / 2, send.y + send.height / 2);
  await page.mouse.down();
  // A finger rests on the glass a moment.
  await page.waitForTimeout(400);
  await expect(alert.enableSoundBar()).toBeVisible();
  await page.mouse.up();
  await expect(page.getByText('Your request has been sent. Customer service will contact you.')).toBeVisible();
  await expect(alert.enableSoundBar()).toHaveCount(0);
});
