import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { RestaurantSettingsPage } from '../pages/restaurant-settings-page';

// docs/restaurant-settings.md: the demo account manager changes a Demo Burger Co restaurant's preparation time and
// delivery zone; the preparation time goes to Uber Eats (the simulator in demo mode) through the outbox, and the
// screen shows the platform's answer.

test('an account manager changes a restaurant’s preparation time and delivery zone, and Uber Eats applies the time', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await new AppShell(page).signInAs('manager');
  const settings = new RestaurantSettingsPage(page);
  await settings.openFromCompany('Demo Burger Co', 'Demo Burger Bastille', 'Uber Eats');

  const credentials = settings.section('Platform credentials');
  await expect(credentials.getByRole('group', { name: 'Tablet account' })).toContainText('Password set');

  const orders = settings.section('Orders & delivery');
  await orders.getByRole('textbox', { name: 'Preparation time' }).fill('0');
  await settings.form().getByRole('button', { name: 'Save the settings' }).click();
  await expect(orders.getByText('Between 1 and 180 minutes')).toBeVisible();

  await orders.getByRole('textbox', { name: 'Preparation time' }).fill('24');
  const zone = settings.section('Delivery zone');
  await zone.getByRole('textbox', { name: 'Zone name' }).fill('Bastille nord');
  await zone.getByRole('textbox', { name: 'Zone colour' }).fill('#e8590c');
  await settings.save();

  await expect(settings.platformAnswer('the preparation time')).toContainText('Applied');
  await page.reload();
  await expect(settings.section('Orders & delivery').getByRole('textbox', { name: 'Preparation time' })).toHaveValue(
    '24 min',
  );
  await expect(settings.section('Delivery zone').getByRole('textbox', { name: 'Zone name' })).toHaveValue(
    'Bastille nord',
  );
  await expect(settings.section('Delivery zone').getByRole('textbox', { name: 'Zone colour' })).toHaveValue('#e8590c');
});
