import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { OrdersPage } from '../pages/orders-page';
import { waitForEmail, type OutboxEntry } from '../pages/outbox';
import { SignupPage } from '../pages/signup-page';

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

test('a company signs up, types the e-mailed code and lands on its orders', async ({ page, request }) => {
  const company = { name: 'Le Petit Comptoir', email: `signup-${Date.now()}@example.test`, password: 'comptoir-2026' };
  const login = new LoginPage(page);
  await login.goto();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup$/);

  const signup = new SignupPage(page);
  await signup.submitButton().click();
  await expect(page.getByRole('alert')).toHaveText('The form is incomplete: see the messages under the fields.');
  await signup.fill(company);
  await signup.submitButton().click();

  await expect(page).toHaveURL(/\/signup\/validate$/);
  await expect(page.getByText(`We sent a 6-digit code to ${company.email}.`)).toBeVisible();
  // Until the code is typed, the orders are out of reach: the guard brings the company back here.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/signup\/validate$/);

  const email = await waitForEmail(request, company.email, /account code/);
  const code = codeIn(email.text);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await signup.codeField().fill(wrong);
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(signup.codeField()).toHaveAccessibleDescription(/invalid or has expired/);

  await signup.codeField().fill(code);
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(new OrdersPage(page).tab('In progress')).toBeVisible();
});

test('a company that signs in before typing its code is sent to the code screen, and a new code replaces the old', async ({
  page,
  request,
}) => {
  const company = { name: 'Chez Alice', email: `waiting-${Date.now()}@example.test`, password: 'comptoir-2026' };
  const signup = new SignupPage(page);
  await signup.goto();
  await signup.fill(company);
  await signup.submitButton().click();
  await expect(page).toHaveURL(/\/signup\/validate$/);
  const first = codeIn((await waitForEmail(request, company.email, /account code/)).text);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const login = new LoginPage(page);
  await login.signIn(company.email, company.password);
  await expect(page).toHaveURL(/\/signup\/validate$/);
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page.getByRole('status')).toContainText('A new code is on its way');
  await expect(page.getByRole('button', { name: /Send a new code \(\d+ s\)/ })).toBeDisabled();

  // Both codes are in the outbox; the new one is the other (a repeat of six random digits is left to chance).
  const codes = async () => {
    const entries = (await (await request.get('/simulator/outbox')).json()) as OutboxEntry[];
    return entries.filter((entry) => entry.to === company.email).map((entry) => codeIn(entry.text));
  };
  await expect.poll(async () => (await codes()).length).toBe(2);
  const second = (await codes()).find((candidate) => candidate !== first) ?? first;
  if (second !== first) {
    await signup.codeField().fill(first);
    await page.getByRole('button', { name: 'Validate' }).click();
    await expect(signup.codeField()).toHaveAccessibleDescription(/invalid or has expired/);
  }
  await signup.codeField().fill(second);
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
