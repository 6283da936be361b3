import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@comptoir/domain';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { reloadTo } from '../../lib/navigation';
import { mockGraphQL, renderWithProviders } from '../../test/render';
import { LoginPage } from './login-page';

vi.mock('../../lib/navigation', () => ({ reloadTo: vi.fn(), navigateTo: vi.fn(), setNavigator: vi.fn() }));

async function submitLogin(email = 'company@demo.comptoir.test', password = 'secret') {
  const user = userEvent.setup();
  renderWithProviders(
    <MemoryRouter>
      <LoginPage />
    </MemoryRouter>,
  );
  await user.type(screen.getByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

function failWith(code: string, extensions: Record<string, unknown> = {}) {
  return mockGraphQL(() => ({
    json: { data: null, errors: [{ message: 'refused', path: ['login'], extensions: { code, ...extensions } }] },
  }));
}

describe('LoginPage', () => {
  it('says the password or email is incorrect', async () => {
    failWith('INVALID_CREDENTIALS');
    await submitLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect password or email');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('says the account is disabled', async () => {
    failWith('ACCOUNT_DISABLED');
    await submitLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is disabled');
  });

  it('says how long to wait after too many attempts', async () => {
    failWith('TOO_MANY_ATTEMPTS', { retryAfterSeconds: 42 });
    await submitLogin();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts');
    expect(alert).toHaveTextContent('42 seconds');
  });

  it('reads a network failure as a server error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await submitLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error. Please try again later');
  });

  it('asks for both fields before calling the server', async () => {
    const fetchMock = failWith('INVALID_CREDENTIALS');
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <LoginPage />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores the token and the user, then reloads to / once', async () => {
    const auth = {
      uuid: 'u1',
      email: 'company@demo.comptoir.test',
      roles: ['ROLE_COMPANY_ADMIN'],
      lang: 'fr',
      enabled: true,
    };
    const fetchMock = mockGraphQL(() => ({ json: { data: { login: { token: 'jwt-token', auth } } } }));
    const user = await submitLogin();
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/'));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('jwt-token');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(auth);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
