import { expect, test, type Locator } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { OrdersPage, placeOrder, type PlatformCode } from '../pages/orders-page';

// docs/orders.md#lines-and-options: the kitchen reads the options the customer chose, and the lines add up.

const PLATFORMS: PlatformCode[] = [
  'PLATFORM_UBER_EAT',
  'PLATFORM_DELIVEROO',
  'PLATFORM_JUST_EAT',
  'PLATFORM_GLOVO',
  'PLATFORM_CLICK_N_COLLECT',
  'PLATFORM_GET_RESTO',
];

// The simulated menu's modifier groups: an option row never shows one of these in place of the option chosen.
const GROUPS = [
  'Cuisson',
  'Affinage du cheddar',
  'Suppléments',
  'Sauces',
  'Boisson du menu',
  'Accompagnement',
  'Base',
  'Garnitures en plus',
];

const AMOUNT = /-?\d[\d\s\u00a0\u202f]*,\d\d\s€/g;

function minor(text: string): number {
  return Math.round(Number(text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.')) * 100);
}

/** What each line comes to on screen: its "Line total" row, or the item's amount when its options add nothing. */
async function lineTotals(dialog: Locator): Promise<number[]> {
  const texts = await dialog.getByRole('list', { name: 'Items' }).getByRole('listitem').allTextContents();
  return texts.map((text) => minor(/Line total(.*)$/.exec(text)?.[1] ?? text.match(AMOUNT)?.[0] ?? ''));
}

async function money(dialog: Locator, label: string): Promise<number> {
  const row = dialog.getByRole('region', { name: 'Totals' }).getByText(label, { exact: true }).locator('..');
  return minor((await row.textContent())?.match(AMOUNT)?.[0] ?? '');
}

test('an order of each platform shows the options chosen under each line, and lines that add up to Sales and Total', async ({
  page,
  request,
}) => {
  await new AppShell(page).signInAs('company');
  const orders = new OrdersPage(page);
  await orders.goto();
  await orders.tab('New').click();
  const token = await orders.token();
  for (const platform of PLATFORMS) {
    const placed = await placeOrder(request, token, platform);
    const dialog = await orders.open(placed.displayId);
    const options = await dialog.getByRole('list', { name: 'Items' }).getByText(/^\+ /).allTextContents();
    for (const option of options) {
      const name = option
        .replace(/^\+ (\d+ × )?/, '')
        .split(' · ')[0]
        ?.replace(/ \(\d+ × .*$/, '')
        .trim();
      expect(GROUPS, `${platform}: ${option}`).not.toContain(name);
    }
    const sales = await money(dialog, 'Sales');
    expect(
      (await lineTotals(dialog)).reduce((sum, total) => sum + total, 0),
      platform,
    ).toBe(sales);
    const total =
      sales +
      (await money(dialog, 'Promotion')) +
      (await money(dialog, 'Delivery price')) +
      (await money(dialog, 'Tips'));
    expect(total, platform).toBe(await money(dialog, 'Total'));
    await dialog.getByRole('button', { name: 'Close the order' }).click();
    await expect(dialog).toBeHidden();
  }
});
