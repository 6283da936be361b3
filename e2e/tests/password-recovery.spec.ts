import { expect, test, type APIRequestContext } from '@playwright/test';
import { waitForEmail } from '../pages/outbox';

// A company of its own, signed up and validated through its e-mailed code, so that changing its password leaves the
// demo accounts the other specs sign in with as they are.
async function signUpCompany(request: APIRequestContext, email: string, password: string): Promise<void> {
  const call = async (query: string, variables: Record<string, unknown>) => {
    const body = (await (await request.post('/graphql/kom', { data: { query, variables } })).json()) as {
      data?: Record<string, { token?: string }>;
      errors?: unknown;
    };
    if (body.errors) throw new Error(`The sign-up failed: ${JSON.stringify(body.errors)}`);
    return body.data ?? {};
  };
  const registered = await call(
    'mutation($input: CompanyRegisterInput!) { registerCompany(companyRegisterInput: $input) { token } }',
    {
      input: {
        name: 'Recovery Bistro',
        siren: '443061841',
        siret: '44306184100047',
        vatNumber: 'FR64443061841',
        contact: { firstName: 'Alice', lastName: 'Martin', phone: '06 12 34 56 78', email },
        adresse: { adresse: '8 rue de Londres', postalCode: '75009', city: 'Paris', country: 'FR' },
        email,
        password,
        confirmPassword: password,
        phone: '+33 1 42 68 53 00',
        termsAccepted: true,
        privacyAccepted: true,
        lang: 'en',
      },
    },
  );
  const codeEmail = await waitForEmail(request, email, /account code/);
  const code = /\b(\d{6})\b/.exec(codeEmail.text)?.[1];
  await call(
    'mutation($token: String!, $code: String!) { validateAccountCode(token: $token, code: $code) { token } }',
    {
      token: registered.registerCompany?.token,
      code,
    },
  );
}

test('a forgotten password is reset through the e-mailed link, once', async ({ page, request }) => {
  const email = `recovery-${Date.now()}@example.test`;
  const oldPassword = 'first-password-2026';
  const newPassword = 'second-password-2026';
  await signUpCompany(request, email, oldPassword);

  // Named exactly: the sign-in page has another button, "Sign in with a tablet code".
  const signInButton = page.getByRole('button', { name: 'Sign in', exact: true });
  const signIn = async (password: string) => {
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Password' }).fill(password);
    await signInButton.click();
  };
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If an account exists for this address, we sent a link. It works once, within one hour.',
  );

  const resetEmail = await waitForEmail(request, email, /^Reset your Comptoir password$/);
  const link = resetEmail.links.find((url) => url.includes('/client-password/'));
  expect(link).toBeDefined();
  await page.goto(link ?? '');
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Confirm the new password/).fill(newPassword);
  await page.getByRole('button', { name: 'Save the password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toHaveText('Your password was changed. Sign in with the new one.');
  await waitForEmail(request, email, /^Your Comptoir password was changed$/);

  await signIn(oldPassword);
  await expect(page.getByRole('alert')).toHaveText('Incorrect password or email');
  await signIn(newPassword);
  await expect(page).not.toHaveURL(/\/login$/);

  // The link was used: a second time it is refused, even from a fresh visit.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(link ?? '');
  await page.getByLabel(/^New password/).fill('third-password-2026');
  await page.getByLabel(/^Confirm the new password/).fill('third-password-2026');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByRole('alert')).toContainText('This link has expired or was already used.');
});

test('/forgot, /forget-password and /reset show the same screen', async ({ page }) => {
  for (const path of ['/forgot', '/forget-password', '/reset']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/login');
  }
});
