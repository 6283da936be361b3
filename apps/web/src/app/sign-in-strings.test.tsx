import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DirectAuthPage } from '../features/auth/direct-auth-page';
import { LoginPage } from '../features/auth/login-page';
import { ForgotPasswordPage } from '../features/recovery/forgot-password-page';
import { mockGraphQL } from '../test/render';
import { translation } from '../lib/locale-bundles/en';

// The sign-in pages show before the screens' strings download (docs/web.md#fast-first-load): with the sign-in strings
// alone, none of their words may be a raw key.
const missing: string[] = [];
const signInOnly = i18next.createInstance();
await signInOnly.init({
  lng: 'en',
  fallbackLng: false,
  resources: { en: { translation } },
  saveMissing: true,
  missingKeyHandler: (_langs, _namespace, key) => missing.push(key),
  interpolation: { escapeValue: false },
});

function renderSignInOnly(page: ReactNode) {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <I18nextProvider i18n={signInOnly}>
          <MemoryRouter>{page}</MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

function refuse(code: string) {
  mockGraphQL(() => ({ json: { data: null, errors: [{ message: 'refused', extensions: { code } }] } }));
}

describe('the sign-in strings', () => {
  it('hold every word of the login page, its refusals and the tablet code form', async () => {
    refuse('INVALID_CREDENTIALS');
    const user = userEvent.setup();
    renderSignInOnly(<LoginPage />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    await user.type(screen.getByLabelText(/Email/), 'company@demo.comptoir.test');
    await user.type(screen.getByLabelText(/Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect password or email');
    await user.click(screen.getByRole('button', { name: /tablet/i }));
    expect(await screen.findByRole('button', { name: 'Sign in with e-mail and password' })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it('hold every word of password recovery and of a tablet enrolment link', async () => {
    refuse('INVALID_CODE');
    renderSignInOnly(<DirectAuthPage token="used-link" />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    renderSignInOnly(<ForgotPasswordPage />);
    expect(missing).toEqual([]);
  });
});
