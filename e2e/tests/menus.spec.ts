import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { MenusPage } from '../pages/menus-page';
import { SimulatedStores } from '../pages/simulated-store';

const UBER = 'Demo Burger Bastille · Uber Eats';
const DELIVEROO = 'Demo Burger Bastille · Deliveroo';
const BASTILLE = 'Demo Burger Bastille';
const CHEESEBURGER = 'item-cheese';

test("the demo company takes the Cheeseburger off 'Today' on Uber Eats and Deliveroo, the platforms take it, and puts it back", async ({
  page,
}) => {
  // Four round trips to the simulated platforms through the outbound worker, each seen by the screen's 2-second
  // refresh.
  test.setTimeout(60_000);
  await new AppShell(page).signInAs('company');
  const menus = new MenusPage(page);
  await menus.goto();
  await expect(menus.restaurant(UBER)).toBeVisible();
  await menus.selectRestaurants([UBER, DELIVEROO]);
  await menus.search('Cheeseburger');

  for (const [restaurant, platform] of [
    [UBER, 'Uber Eats'],
    [DELIVEROO, 'Deliveroo'],
  ] as const) {
    const cheese = menus.item(restaurant, 'Cheeseburger');
    await menus.button(cheese, 'Today').click();
    await expect(menus.button(cheese, 'Unavailable')).toHaveAttribute('data-severity', 'warning');
    // The simulated platform answers through the outbound worker; the screen refreshes while the call is pending.
    await expect(menus.platformAnswer(cheese)).toHaveText(`Sent to ${platform} ✓`);
  }
  // The platforms hold it: Uber Eats with its own timer to put it back, Deliveroo as 'unavailable' until its morning
  // reset.
  const stores = new SimulatedStores(page);
  const uberItem = (await stores.store(BASTILLE, 'PLATFORM_UBER_EAT')).items[CHEESEBURGER];
  expect(uberItem?.available).toBe(false);
  expect(new Date(uberItem?.until ?? 0).getTime()).toBeGreaterThan(Date.now());
  expect((await stores.store(BASTILLE, 'PLATFORM_DELIVEROO')).items[CHEESEBURGER]).toMatchObject({
    available: false,
    status: 'unavailable',
  });

  await page.reload();
  for (const restaurant of [UBER, DELIVEROO]) {
    const cheese = menus.item(restaurant, 'Cheeseburger');
    await expect(menus.button(cheese, 'Unavailable')).toBeVisible();
    await menus.button(cheese, 'Unavailable').click();
    await expect(menus.button(cheese, 'Today')).toBeVisible();
    await expect(menus.platformAnswer(cheese)).toHaveText(/^Sent to /);
  }
  for (const platform of ['PLATFORM_UBER_EAT', 'PLATFORM_DELIVEROO'] as const) {
    expect((await stores.store(BASTILLE, platform)).items[CHEESEBURGER]?.available).toBe(true);
  }
});

test("the Unavailable filter lists the seeded 'Bière IPA 33 cl', off until further notice", async ({ page }) => {
  await new AppShell(page).signInAs('company');
  const menus = new MenusPage(page);
  await menus.goto();
  await menus.filterAvailability('Unavailable');
  const beer = menus.item(UBER, 'Bière IPA 33 cl');
  await expect(menus.button(beer, 'Unavailable')).toHaveAttribute('data-severity', 'danger');
  await expect(beer).toContainText('until further notice');
  await expect(menus.item(UBER, 'Cheeseburger')).toHaveCount(0);
  await expect(page).toHaveURL(/availability=UNAVAILABLE/);
});
