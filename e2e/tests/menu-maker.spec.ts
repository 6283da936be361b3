import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { MenuMakerPage } from '../pages/menu-maker-page';
import { MenusPage } from '../pages/menus-page';
import { SimulatedStores } from '../pages/simulated-store';

const UBER = 'Demo Burger Bastille · Uber Eats';

test('the demo company adds a Smash Burger with a Sauce group to its Uber Eats menu, previews it and Uber Eats takes it', async ({
  page,
}) => {
  // Two forms, a preview, a platform round trip, a reload and /menus: more than the default 30 s on the 2-core machine.
  test.setTimeout(90_000);
  await new AppShell(page).signInAs('company');
  const maker = new MenuMakerPage(page);
  await maker.goto();
  await maker.pick(UBER);

  await maker.addModifierGroup({ title: 'Sauce', options: ['Ketchup', 'Mayonnaise'], min: 0, max: 2 });
  await maker.addItem({ title: 'Smash Burger', price: '12.90', categories: ['Burgers'], groups: ['Sauce'] });
  await expect(maker.row('Smash Burger')).toContainText('12,90');

  await maker.openTab('Preview');
  await expect(maker.preview()).toContainText('Every platform would take this menu.');
  const smash = maker.preview().locator('.mantine-Card-root').filter({ hasText: 'Smash Burger' });
  await expect(smash).toContainText('Sauce');
  await expect(smash).toContainText('Choose 0–2');
  await expect(smash).toContainText('Mayonnaise');

  await maker.publish();
  // The outbound worker sends the upload to the simulated Uber Eats; the screen polls until it answers.
  await expect(maker.publication('Uber Eats')).toContainText('Sent');
  const uploaded = JSON.stringify(
    (await new SimulatedStores(page).store('Demo Burger Bastille', 'PLATFORM_UBER_EAT')).menu?.body,
  );
  expect(uploaded).toContain('Smash Burger');
  expect(uploaded).toContain('Mayonnaise');

  await page.reload();
  await maker.openTab('Items');
  await expect(maker.row('Smash Burger')).toContainText('Sauce');
  await maker.openTab('Modifiers');
  await expect(maker.row('Sauce')).toContainText('Ketchup, Mayonnaise');

  const menus = new MenusPage(page);
  await menus.goto();
  await menus.search('Smash');
  await expect(menus.item(UBER, 'Smash Burger')).toBeVisible();
});

test('Corner Pizza, without the menu maker activated, is asked to contact support and can ask for it', async ({
  page,
}) => {
  await new AppShell(page).signInAs('basic');
  const maker = new MenuMakerPage(page);
  await maker.goto();
  await expect(maker.gateMessage()).toBeVisible();
  await page.getByRole('button', { name: 'Ask for activation' }).click();
  await expect(page.getByText('Your request was sent: support will contact you.')).toBeVisible();
});
