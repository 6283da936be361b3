import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';

test('the demo company answers a review with the 10 € promotion and then sees it read-only, after a reload too', async ({
  page,
}) => {
  // Two sign-in-to-dialog rounds and a reload: more than one screen's 30 s on a busy machine.
  test.setTimeout(60_000);
  await new AppShell(page).signInAs('company');
  await page.goto('/review?response=without');
  await expect(page.getByRole('heading', { name: 'Ratings per restaurant' })).toBeVisible();
  const reviews = page.getByRole('list', { name: 'Reviews' });
  const first = reviews.getByRole('button', { name: /^Open the review of / }).first();
  await expect(first).toContainText('Not answered');
  await first.click();

  const dialog = page.getByRole('dialog');
  const name = (await dialog.getByRole('heading').first().innerText()).trim();
  // The date and the restaurant, as the dialog shows them, single the review out in the list afterwards.
  const when = (await dialog.getByText(/ · /).first().innerText()).trim();
  await expect(dialog.getByText('No reply sent')).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'Your reply' })
    .fill('Merci pour votre retour : 10 € offerts sur votre prochaine commande.');
  await dialog.getByRole('radio', { name: '€10' }).check();
  await dialog.getByRole('button', { name: 'Reply' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your reply has been recorded.')).toBeVisible();

  await page.goto('/review?response=with');
  for (const reload of [false, true]) {
    if (reload) await page.reload();
    const answered = page
      .getByRole('list', { name: 'Reviews' })
      .getByRole('button', { name: `Open the review of ${name}` })
      .filter({ hasText: when });
    await expect(answered).toContainText('Answered');
    await answered.click();
    const opened = page.getByRole('dialog', { name });
    await expect(opened.getByRole('textbox', { name: 'Your reply' })).toHaveValue(
      'Merci pour votre retour : 10 € offerts sur votre prochaine commande.',
    );
    await expect(opened.getByRole('textbox', { name: 'Your reply' })).toBeDisabled();
    await expect(opened.getByRole('radio', { name: '€10' })).toBeChecked();
    await expect(opened.getByRole('radio', { name: '€10' })).toBeDisabled();
    await expect(opened.getByRole('button', { name: 'Reply' })).toHaveCount(0);
    // The footer's Close, the large one a tablet taps (the dialog's × is named Close too).
    await opened.getByRole('button', { name: 'Close' }).last().click();
    await expect(opened).toBeHidden();
  }
});
