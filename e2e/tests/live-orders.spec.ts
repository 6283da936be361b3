import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { OrdersPage, placeOrder, type PlatformCode } from '../pages/orders-page';

const PLATFORMS: PlatformCode[] = [
  'PLATFORM_UBER_EAT',
  'PLATFORM_DELIVEROO',
  'PLATFORM_JUST_EAT',
  'PLATFORM_GLOVO',
  'PLATFORM_CLICK_N_COLLECT',
  'PLATFORM_GET_RESTO',
];

test('a simulated order on each platform shows under New on the company tablet', async ({ page, request }) => {
  await new AppShell(page).signInAs('company');
  const orders = new OrdersPage(page);
  await orders.goto();
  await orders.tab('New').click();
  const token = await orders.token();
  for (const platform of PLATFORMS) {
    const placed = await placeOrder(request, token, platform);
    await expect(orders.card(placed.displayId)).toBeVisible();
  }
});

test('an Uber Eats order is accepted, then canceled after the confirmation', async ({ page, request }) => {
  await new AppShell(page).signInAs('company');
  const orders = new OrdersPage(page);
  await orders.goto();
  const placed = await placeOrder(request, await orders.token(), 'PLATFORM_UBER_EAT', { fulfillmentType: 'DELIVERY' });
  await orders.tab('New').click();
  let dialog = await orders.open(placed.displayId);
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog.getByRole('status')).toContainText(`Order #${placed.displayId} accepted.`);
  await dialog.getByRole('button', { name: 'Close the order' }).click();

  await orders.tab('In progress').click();
  dialog = await orders.open(placed.displayId);
  await dialog.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(page.getByText('Do you really want to cancel this order?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog.getByRole('status')).toContainText(`Order #${placed.displayId} canceled.`);
});

test('a Just Eat pickup goes accepted → ready → delivered, shows on the runner display, and offers no cancel', async ({
  page,
  request,
}) => {
  await new AppShell(page).signInAs('company');
  const orders = new OrdersPage(page);
  await orders.goto();
  const placed = await placeOrder(request, await orders.token(), 'PLATFORM_JUST_EAT', { fulfillmentType: 'PICKUP' });
  await orders.tab('New').click();
  const dialog = await orders.open(placed.displayId);
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog.getByRole('button', { name: 'Ready' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel the order' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Ready' }).click();
  await expect(dialog.getByRole('status')).toContainText(`Order #${placed.displayId} is ready.`);

  const runner = await page.context().newPage();
  await runner.goto('/deliveryzone');
  await expect(
    runner.getByRole('region', { name: 'READY' }).getByRole('article', { name: `Order #${placed.displayId}` }),
  ).toBeVisible();
  await runner.close();

  await dialog.getByRole('button', { name: 'Delivered' }).click();
  await expect(dialog.getByRole('status')).toContainText(`Order #${placed.displayId} delivered.`);
});

test('printing an order of a restaurant without a cloud printer renders its ticket on the server and remembers it', async ({
  page,
  request,
}) => {
  // Corner Pizza has no cloud printer: the tablet prints the ticket in the browser (docs/printing.md).
  await new AppShell(page).signInAs('basic');
  const orders = new OrdersPage(page);
  await orders.goto();
  const token = await orders.token();
  const restaurants = await request.post('/graphql/kom', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: '{ restaurants { edges { node { uuid platform { name } } } } }' },
  });
  const nodes = (
    (await restaurants.json()) as {
      data: { restaurants: { edges: { node: { uuid: string; platform: { name: string } } }[] } };
    }
  ).data.restaurants.edges;
  const deliveroo = nodes.map((edge) => edge.node).find((node) => node.platform.name === 'PLATFORM_DELIVEROO');
  if (!deliveroo) throw new Error('Corner Pizza has no Deliveroo restaurant');
  const placed = await placeOrder(request, token, 'PLATFORM_DELIVEROO', { restaurantUuid: deliveroo.uuid });
  await orders.tab('New').click();
  const ticket = page.waitForResponse((response) =>
    /\/template\/fr\/[01]\/[01]\/\d+\.png$/.test(new URL(response.url()).pathname),
  );
  const dialog = await orders.open(placed.displayId);
  await dialog.getByRole('button', { name: 'Print' }).click();
  const response = await ticket;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  await expect(dialog.getByRole('status')).toContainText(`Ticket of #${placed.displayId} sent to the printer.`);
  const printed = await page.evaluate(
    () => JSON.parse(localStorage.getItem('printedOrders') ?? '[]') as { orderId: number }[],
  );
  expect(printed.length).toBeGreaterThan(0);
});

test('printing an order of a restaurant with cloud printers sends it to them, not to the browser', async ({
  page,
  request,
}) => {
  await new AppShell(page).signInAs('company');
  const orders = new OrdersPage(page);
  await orders.goto();
  const placed = await placeOrder(request, await orders.token(), 'PLATFORM_DELIVEROO');
  await orders.tab('New').click();
  const browserPrints: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/template/')) browserPrints.push(sent.url());
  });
  const dialog = await orders.open(placed.displayId);
  await dialog.getByRole('button', { name: 'Print' }).click();
  await expect(dialog.getByRole('status')).toContainText(`Ticket of #${placed.displayId} sent to the printer.`);
  expect(browserPrints).toEqual([]);
});

test('the other company sees none of the demo company orders', async ({ page, request, browser }) => {
  const shell = new AppShell(page);
  await shell.signInAs('company');
  const orders = new OrdersPage(page);
  await orders.goto();
  const placed = await placeOrder(request, await orders.token(), 'PLATFORM_DELIVEROO');

  const other = await browser.newPage();
  await new AppShell(other).signInAs('basic');
  const otherOrders = new OrdersPage(other);
  await otherOrders.goto();
  await otherOrders.tab('New').click();
  await expect(other.getByRole('tabpanel')).toBeVisible();
  await expect(otherOrders.card(placed.displayId)).toHaveCount(0);
  await other.close();
});

test('a tablet that loses the network keeps its orders with an offline banner, and catches up when back', async ({
  page,
  request,
  context,
}) => {
  await new AppShell(page).signInAs('company');
  const orders = new OrdersPage(page);
  await orders.goto();
  const placed = await placeOrder(request, await orders.token(), 'PLATFORM_GLOVO');
  await orders.tab('New').click();
  await expect(orders.card(placed.displayId)).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible({ timeout: 15_000 });
  await expect(orders.card(placed.displayId)).toBeVisible();

  const later = await placeOrder(request, await orders.token(), 'PLATFORM_GLOVO');
  await context.setOffline(false);
  await expect(orders.card(later.displayId)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toHaveCount(0);
});

test('a forged webhook is refused', async ({ request }) => {
  const forged = await request.post('/webhooks/uber-eats', {
    headers: { 'x-uber-signature': 'deadbeef', 'content-type': 'application/json' },
    data: { event_id: 'forged-1', event_type: 'orders.notification', meta: { resource_id: 'x', user_id: 'y' } },
  });
  expect(forged.status()).toBe(401);
});
