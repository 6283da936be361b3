import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@comptoir/domain';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { reloadTo } from '../../lib/navigation';
import { mockGraphQL, renderWithProviders } from '../../test/render';
import { DirectAuthPage } from './direct-auth-page';
import { LoginPage } from './login-page';

vi.mock('../../lib/navigation', () => ({ reloadTo: vi.fn(), navigateTo: vi.fn(), setNavigator: vi.fn() }));

const ME = {
  uuid: 'uuid-company',
  email: 'company@demo.comptoir.test',
  roles: ['ROLE_COMPANY_PREMIUM_SERVICE'],
  lang: 'fr',
  enabled: true,
};

type Call = { query: string; variables: Record<string, unknown> };

function serve(loginWithCode: (code: unknown) => unknown) {
  const calls: Call[] = [];
  mockGraphQL((call) => {
    calls.push(call);
    if (call.query.includes('loginWithCode')) return { json: loginWithCode(call.variables.code) };
    return { json: { data: { me: ME } } };
  });
  return calls;
}

const accepted = () => ({ data: { loginWithCode: { token: 'tablet-token' } } });
const expired = () => ({
  data: null,
  errors: [{ message: 'expired', path: ['loginWithCode'], extensions: { code: 'TOKEN_EXPIRED' } }],
});

describe('signing a tablet in with a code', () => {
  it('is offered on the login page, takes the 8 digits as shown and stores the session as a password sign-in does', async () => {
    const calls = serve(accepted);
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <LoginPage />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Sign in with a tablet code' }));
    const code = screen.getByLabelText(/Tablet code/);
    expect(code).toHaveAttribute('inputmode', 'numeric');

    await user.type(code, '1234 567');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter the 8-digit code')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.type(code, '8');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/'));
    expect(calls[0]?.variables).toEqual({ code: '12345678' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tablet-token');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(ME);
  });

  it('says when the code is used or expired, and leads back to the password form', async () => {
    serve(expired);
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <LoginPage />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Sign in with a tablet code' }));
    await user.type(screen.getByLabelText(/Tablet code/), '12345678');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code or link is invalid or has expired');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in with e-mail and password' }));
    expect(screen.getByLabelText(/Password/)).toBeInTheDocument();
  });

  it('signs in once from a link, then opens the orders', async () => {
    const calls = serve(accepted);
    renderWithProviders(
      <MemoryRouter>
        <DirectAuthPage token="the-link-token" />
      </MemoryRouter>,
    );
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/home'));
    expect(calls.filter((call) => call.query.includes('loginWithCode')).map((call) => call.variables)).toEqual([
      { code: 'the-link-token' },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tablet-token');
  });

  it('says when a link is used or expired, with a way to the login page', async () => {
    serve(expired);
    renderWithProviders(
      <MemoryRouter>
        <DirectAuthPage token="a-used-token" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This code or link is invalid or has expired');
    expect(screen.getByRole('link', { name: 'Go to the sign-in page' })).toHaveAttribute('href', '/login');
  });
});
