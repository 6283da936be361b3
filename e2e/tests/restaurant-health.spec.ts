import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { SimulatedStores } from '../pages/simulated-store';

const UBER_STORE = 'Demo Burger Bastille';

// docs/screens.md#restaurant-problems, docs/platforms.md#store-status: Uber Eats stops taking the store's orders; its
// status webhook reaches Comptoir, which reads the store's status, and the top bar counts one more problem.
test('the simulated Uber Eats stops the demo store: the top-bar problem count rises and the modal says what to do', async ({
  page,
}) => {
  // Two waits for the platform's webhook (each up to 20 s) on top of the sign-in.
  test.setTimeout(90_000);
  await new AppShell(page).signInAs('company');
  const problems = page.getByRole('button', { name: /restaurants? with (a )?problems?/ });
  await expect(problems).toBeVisible();
  const before = Number((await problems.getAttribute('aria-label'))?.match(/^\d+/)?.[0] ?? '0');
  const stores = new SimulatedStores(page);
  await stores.setState(UBER_STORE, 'PLATFORM_UBER_EAT', 'notOrderable');
  try {
    // Paused by Uber: the modal only its buttons close comes first; "Later" leaves the top bar to read.
    await expect(async () => {
      await page.reload();
      const paused = page.getByRole('dialog', { name: 'Restaurant paused by the platform' });
      await expect(paused.getByText(UBER_STORE)).toBeVisible({ timeout: 3_000 });
      await paused.getByRole('button', { name: 'Later' }).click();
    }).toPass({ timeout: 20_000 });
    await expect(problems).toHaveAttribute('aria-label', new RegExp(`^${before + 1} restaurants? with`));

    await problems.click();
    const modal = page.getByRole('dialog', { name: 'Restaurants with problems' });
    const store = modal.getByRole('listitem', { name: UBER_STORE });
    await expect(store.getByText('Not taking orders on the platform: paused by Uber Eats')).toBeVisible();
    await expect(store.getByText(/^Reopen it on the platform/)).toBeVisible();
  } finally {
    await stores.setState(UBER_STORE, 'PLATFORM_UBER_EAT', 'orderable');
  }
  // Back on Uber Eats: the problem leaves with the next status webhook.
  await expect(async () => {
    await page.reload();
    await expect(problems).toHaveAttribute('aria-label', new RegExp(`^${before} restaurants? with`), {
      timeout: 3_000,
    });
  }).toPass({ timeout: 20_000 });
});
