import { expect, test, type Page } from '@playwright/test';
import { AppShell } from '../pages/app-shell';

async function updated(page: Page): Promise<void> {
  await expect(page.getByText('Information updated !').first()).toBeVisible();
}

test('the demo company meets the PIN screen on /analytics; a wrong PIN is refused, 1234 opens it', async ({ page }) => {
  await new AppShell(page).signInAs('company');
  await page.goto('/analytics');
  await expect(page.getByText('Enter your PIN code')).toBeVisible();
  const pin = page.getByRole('textbox', { name: 'PIN code' });
  await pin.fill('12');
  await expect(page.getByRole('button', { name: 'OK' })).toBeDisabled();
  await pin.fill('9999');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(/attempts? left/)).toBeVisible();
  await pin.fill('1234');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible();
  await expect(page.getByText('Enter your PIN code')).toHaveCount(0);
});

test('the demo company pauses one restaurant, then all, and brings them back', async ({ page }) => {
  await new AppShell(page).signInAs('company');
  await page.getByRole('button', { name: 'Restaurants', exact: true }).click();
  // Mantine draws the switch over a visually hidden input: set it as a keyboard user would.
  await page
    .getByRole('switch', { name: /^Pause Demo Burger/ })
    .first()
    .focus();
  await page.keyboard.press('Space');
  await updated(page);
  await expect(page.getByRole('switch', { name: 'Pause', exact: true })).toBeChecked();
  await expect(page.getByText(/of \d+ restaurants paused/)).toBeVisible();
  // What the platform made of it: the simulated Uber Eats applies the pause within a second or two.
  await expect(page.getByText('Applied').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/Just Eat has no pause call/)).toBeVisible();

  // Some paused: the switch brings every restaurant back; then it pauses them all.
  await page.getByRole('switch', { name: 'Pause', exact: true }).click();
  await expect(page.getByRole('switch', { name: 'Pause', exact: true })).not.toBeChecked();
  await page.getByRole('switch', { name: 'Pause', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Pause all restaurants?' });
  await confirm.getByRole('radio', { name: 'Until I resume' }).check();
  await confirm.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(page.getByText('All restaurants are paused')).toBeVisible();
  await page.getByRole('switch', { name: 'Pause', exact: true }).click();
  await expect(page.getByRole('switch', { name: 'Pause', exact: true })).not.toBeChecked();
});

test('the demo company turns busy mode on through the two-step dialog, then off', async ({ page }) => {
  await new AppShell(page).signInAs('company');
  const delaying = page.getByRole('switch', { name: 'Delaying orders' });
  await delaying.click();
  const dialog = page.getByRole('dialog', { name: 'Delay orders' });
  await expect(dialog.getByText('Preparation time')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('How long are you busy?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await updated(page);
  await expect(delaying).toBeChecked();
  await expect(page.getByText('Busy mode is on')).toBeVisible();
  await delaying.click();
  await expect(delaying).not.toBeChecked();
});

test('auto-acceptance asks for the PIN when the company protects its orders, then applies', async ({
  page,
  request,
}) => {
  await new AppShell(page).signInAs('company');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const protect = (pinRequired: boolean) =>
    request.post('/graphql/kom', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        query:
          'mutation($access: [PageAccessInput!]!) { updatePageAccess(pagesAccess: $access, pinCode: "1234") { id } }',
        variables: {
          access: [
            { tag: 'analytics', pinRequired: true },
            { tag: 'orders', pinRequired },
          ],
        },
      },
    });
  expect((await protect(true)).ok()).toBe(true);
  try {
    await page.goto('/history');
    const autoAccept = page.getByRole('switch', { name: 'Auto-acceptance' });
    await autoAccept.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'PIN code' }).fill('1234');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await updated(page);
    await expect(autoAccept).toBeChecked();
    await autoAccept.click();
    await expect(autoAccept).not.toBeChecked();
  } finally {
    await protect(false);
  }
});

test('the administrator sees the restaurants with problems, acts as the demo company and comes back', async ({
  page,
}) => {
  const shell = new AppShell(page);
  await shell.signInAs('admin');
  await page.getByRole('button', { name: /restaurants? with (a )?problems?/ }).click();
  const modal = page.getByRole('dialog', { name: 'Restaurants with problems' });
  await expect(modal.getByText('The tablet login and password are empty').first()).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('combobox', { name: 'Search a company or a user' }).click();
  await page.getByRole('combobox', { name: 'Search a company or a user' }).fill('Demo Burger');
  await page.getByRole('option', { name: /Demo Burger Co/ }).click();
  await expect(page.getByText(/You are acting as Demo Burger Co/)).toBeVisible();
  await page.getByRole('button', { name: 'Leave this account' }).first().click();
  await expect(page.getByRole('link', { name: 'Marketing' })).toBeVisible();
  await expect(page.getByText(/You are acting as/)).toHaveCount(0);
});

test('pausing all asks how long; 15 minutes shows the banner on the Orders screen, and Resume clears it', async ({
  page,
}) => {
  await new AppShell(page).signInAs('company');
  await page.goto('/home');
  const pause = page.getByRole('switch', { name: 'Pause', exact: true });
  await pause.click();
  const dialog = page.getByRole('dialog', { name: 'Pause all restaurants?' });
  await expect(dialog.getByText(/\d+ restaurants will stop receiving orders\./)).toBeVisible();
  // Cancel changes nothing.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(pause).not.toBeChecked();
  await expect(page.getByTestId('pause-banner')).toHaveCount(0);

  await pause.click();
  await expect(dialog.getByRole('radio', { name: '15 min' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Pause', exact: true }).click();
  await updated(page);
  await expect(page.getByText('All restaurants are paused')).toBeVisible();
  const banner = page.getByTestId('pause-banner');
  await expect(banner).toContainText(/\d+ restaurants paused until (\d{2}-\d{2}-\d{4} )?\d{2}:\d{2}/);

  await banner.getByRole('button', { name: 'Resume' }).click();
  await expect(banner).toHaveCount(0);
  await expect(pause).not.toBeChecked();
});
