import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { placeOrder } from '../pages/orders-page';
import { PrintersPage } from '../pages/printers-page';

const MAC = '00:11:62:99:88:77';
const BASTILLE = 'Demo Burger Bastille';

test('the demo company adds a printer by its MAC, turns auto-print on, and sees the demo kitchen printer print the next order', async ({
  page,
}) => {
  // The emulated printer polls every 5 s and /printer refreshes every 15 s: up to about 20 s from order to screen.
  test.setTimeout(90_000);
  await new AppShell(page).signInAs('company');
  const printers = new PrintersPage(page);
  await printers.goto();

  await printers.addPrinter(MAC, 'Pass', 'mC-Print');
  const added = printers.printer('Pass');
  await expect(added).toContainText(`mC-Print · ${MAC}`);
  await expect(added.getByText('Has never contacted Comptoir')).toBeVisible();
  await expect(await printers.connectionValue(added, 'Server URL')).toHaveText(/^http:\/\/.+\/cloudprnt$/);
  await expect(await printers.connectionValue(added, 'User name')).toHaveText(MAC);
  await expect(await printers.connectionValue(added, 'Password')).toHaveText(/^\S{16,}$/);

  const autoPrint = page.getByRole('switch', { name: 'Auto-print' });
  await expect(autoPrint).toBeVisible();
  if (!(await autoPrint.isChecked())) await autoPrint.click();
  await expect(autoPrint).toBeChecked();

  const token = await page.evaluate(() => localStorage.getItem('token'));
  const restaurants = await page.request.post('/graphql/kom', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query:
        'query($search: String) { restaurants(search: $search) { edges { node { uuid title platform { name } } } } }',
      variables: { search: BASTILLE },
    },
  });
  const edges = (
    (await restaurants.json()) as {
      data: { restaurants: { edges: { node: { uuid: string; title: string; platform: { name: string } } }[] } };
    }
  ).data.restaurants.edges;
  const uber = edges
    .map((edge) => edge.node)
    .find((node) => node.title === BASTILLE && node.platform.name === 'PLATFORM_UBER_EAT');
  if (!uber) throw new Error(`No ${BASTILLE} on Uber Eats`);
  const order = await placeOrder(page.request, token ?? '', 'PLATFORM_UBER_EAT', { restaurantUuid: uber.uuid });

  const kitchen = printers.printer('Cuisine');
  await expect(printers.lastTickets(kitchen).filter({ hasText: `Order #${order.displayId}` })).toContainText(
    'Printed',
    { timeout: 30_000 },
  );

  // The page keeps to a phone's width with the tickets listed.
  await page.setViewportSize({ width: 412, height: 915 });
  await expect(printers.lastTickets(kitchen).first()).toBeVisible();
  // The page is laid out again at the new width a frame or two after the window narrows (460 px read at once here).
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);

  // The e2e server is shared by the specs that follow: auto-print goes back off.
  await page.setViewportSize({ width: 1280, height: 800 });
  await autoPrint.click();
  await expect(autoPrint).not.toBeChecked();
});
