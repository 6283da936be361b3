import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockGraphQL, renderWithProviders } from '../../test/render';
import { ForgotPasswordPage } from './forgot-password-page';
import { NewPasswordPage } from './new-password-page';

function LoginProbe() {
  return <p>login page {JSON.stringify(useLocation().state)}</p>;
}

async function submitNewPassword(password: string, confirmation = password) {
  const user = userEvent.setup();
  renderWithProviders(
    <MemoryRouter initialEntries={['/client-password/the-token']}>
      <Routes>
        <Route path="/client-password/:token" element={<NewPasswordPage token="the-token" />} />
        <Route path="/login" element={<LoginProbe />} />
      </Routes>
    </MemoryRouter>,
  );
  await user.type(screen.getByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm the new password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Save the password' }));
}

describe('NewPasswordPage', () => {
  it('checks the rule and the confirmation before calling the server', async () => {
    const fetchMock = mockGraphQL(() => ({ json: { data: { resetPasswordChange: true } } }));
    await submitNewPassword('short', 'other');
    expect(await screen.findByText('At least 10 characters, with letters and digits')).toBeInTheDocument();
    expect(screen.getByText('The passwords must be identical')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal under the password field', async () => {
    mockGraphQL(() => ({
      json: {
        data: null,
        errors: [
          {
            message: 'used',
            extensions: { code: 'PASSWORD_USED_BEFORE', fields: { password: 'PASSWORD_USED_BEFORE' } },
          },
        ],
      },
    }));
    await submitNewPassword('an-old-one-2024');
    expect(await screen.findByText('Choose a password you have not used before')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the link is used up, and offers a new one', async () => {
    mockGraphQL(() => ({
      json: { data: null, errors: [{ message: 'expired', extensions: { code: 'TOKEN_EXPIRED' } }] },
    }));
    await submitNewPassword('brand-new-2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or was already used');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('goes to the sign-in page with the news once the password is set', async () => {
    mockGraphQL(() => ({ json: { data: { resetPasswordChange: true } } }));
    await submitNewPassword('brand-new-2026');
    expect(await screen.findByText('login page {"passwordChanged":true}')).toBeInTheDocument();
  });
});

describe('ForgotPasswordPage', () => {
  it('ends on the same sentence for any address, with the way back to sign-in', async () => {
    const fetchMock = mockGraphQL(() => ({ json: { data: { resetPassword: true } } }));
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <ForgotPasswordPage />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText(/E-mail address/), ' someone@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for this address, we sent a link',
    );
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/login');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)).variables).toEqual({ email: 'someone@example.com' });
  });
});
