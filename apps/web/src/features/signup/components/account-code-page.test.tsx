import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@comptoir/domain';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadTo } from '../../../lib/navigation';
import { refreshSession } from '../../../lib/session';
import { anAccount, profileAnswer } from '../../../test/accounts';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import { AccountCodePage } from './account-code-page';

vi.mock('../../../lib/navigation', () => ({ reloadTo: vi.fn(), navigateTo: vi.fn(), setNavigator: vi.fn() }));

const waiting = {
  ...anAccount('Company', ['ROLE_COMPANY_ADMIN'], 'alice@petit-comptoir.test'),
  awaitingValidation: true,
};

function answer(mutation: (query: string, variables: Record<string, unknown>) => unknown) {
  return mockGraphQL(({ query, variables }) => ({
    json: query.includes('query Profile') ? profileAnswer(waiting) : mutation(query, variables),
  }));
}

function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(
    <MemoryRouter>
      <AccountCodePage onSignOut={vi.fn()} />
    </MemoryRouter>,
  );
  return user;
}

describe('AccountCodePage', () => {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.token, 'signup-token');
    refreshSession();
  });

  it('says where the code went, and refuses a wrong one under the field', async () => {
    answer(() => ({
      data: null,
      errors: [{ message: 'expired', extensions: { code: 'TOKEN_EXPIRED', fields: { code: 'TOKEN_EXPIRED' } } }],
    }));
    const user = renderPage();
    expect(await screen.findByText('We sent a 6-digit code to alice@petit-comptoir.test.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Code from the e-mail/), '123456');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Code from the e-mail/)).toHaveAccessibleDescription(/invalid or has expired/),
    );
    expect(reloadTo).not.toHaveBeenCalled();
  });

  it('asks for six digits before calling the server', async () => {
    const fetchMock = answer(() => ({ data: null }));
    const user = renderPage();
    await user.type(screen.getByLabelText(/Code from the e-mail/), '12a');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => String(init?.body).includes('validateAccountCode'))).toBe(false);
  });

  it('keeps the fresh token and goes to the orders', async () => {
    answer(() => ({ data: { validateAccountCode: { token: 'validated-token' } } }));
    const user = renderPage();
    await user.type(screen.getByLabelText(/Code from the e-mail/), '123 456');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/'));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('validated-token');
  });

  it('sends a new code to the account’s e-mail, then waits before the next', async () => {
    const fetchMock = answer(() => ({ data: { requestResetCode: true } }));
    const user = renderPage();
    await screen.findByText(/alice@petit-comptoir.test/);
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText(/A new code is on its way/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Send a new code \(\d+ s\)/ })).toBeDisabled();
    const resend = fetchMock.mock.calls
      .map(([, init]) => String(init?.body))
      .find((body) => body.includes('requestResetCode'));
    expect(JSON.parse(resend ?? '{}').variables).toEqual({
      token: 'signup-token',
      email: 'alice@petit-comptoir.test',
      type: 1,
    });
  });
});
