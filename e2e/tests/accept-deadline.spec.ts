import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { OrdersPage, placeOrder } from '../pages/orders-page';

// docs/orders.md#accept-deadline: the order's own short deadline (acceptTimeoutSeconds) stands in for Uber Eats'
// 11.5 minutes, so that the demo server's other orders keep the real timeout.
const DEADLINE_SECONDS = 12;

test('an Uber Eats order left alone shows its countdown and is cancelled by the simulated platform at the timeout', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await new AppShell(page).signInAs('company');
  const orders = new OrdersPage(page);
  await orders.goto();
  await orders.tab('New').click();
  const placed = await placeOrder(request, await orders.token(), 'PLATFORM_UBER_EAT', {
    acceptTimeoutSeconds: DEADLINE_SECONDS,
  });
  const card = orders.card(placed.displayId);
  const countdown = card.getByRole('timer');
  await expect(countdown).toHaveText(/^Accept within 1[01]:\d\d$/);
  // It ticks: the text a moment later is a different one.
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first ?? '', { timeout: 3_000 });

  // Nobody answers: the platform's cancel webhook takes the order off New, and it shows as canceled without a clock.
  await expect(card).toHaveCount(0, { timeout: (DEADLINE_SECONDS + 10) * 1_000 });
  await orders.tab('Completed').click();
  await expect(card).toBeVisible();
  await expect(card).toContainText('Canceled');
  await expect(card.getByRole('timer')).toHaveCount(0);
});

test('a Just Eat order shows no countdown: its timeout is unknown unless the server is configured with one', async ({
  page,
  request,
}) => {
  await new AppShell(page).signInAs('company');
  const orders = new OrdersPage(page);
  await orders.goto();
  await orders.tab('New').click();
  // An hour-long deadline of its own only makes the simulated order an ASAP one, still New on the tablet.
  const placed = await placeOrder(request, await orders.token(), 'PLATFORM_JUST_EAT', { acceptTimeoutSeconds: 3_600 });
  const card = orders.card(placed.displayId);
  await expect(card).toBeVisible();
  await expect(card.getByRole('timer')).toHaveCount(0);
});
