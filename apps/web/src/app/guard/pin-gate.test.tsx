import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@comptoir/domain';
import { describe, expect, it } from 'vitest';
import { anAccount } from '../../test/accounts';
import { mockGraphQL, renderWithProviders } from '../../test/render';
import { refreshSession } from '../../lib/session';
import type { Account } from '../../lib/api/profile';
import { queryKeys } from '../../lib/query-keys';
import { queryClient } from '../../lib/query-client';
import { PinGate } from './pin-gate';

const companyBase = anAccount('Company', ['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_PREMIUM_SERVICE']);
const company: Account =
  companyBase.__typename === 'Company'
    ? { ...companyBase, pagesAccess: [{ tag: 'analytics', pinRequired: true }] }
    : companyBase;
const admin = anAccount('User', ['ROLE_ADMINISTRATOR', 'ROLE_CAN_SWITCH_USER']);

function serve(me: Account, switchedUser: Account | null = null) {
  localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
  if (switchedUser) localStorage.setItem(STORAGE_KEYS.switchUser, switchedUser.email);
  refreshSession();
  return mockGraphQL(({ query }) => {
    if (query.includes('query Profile'))
      return { json: { data: { init: { connected: true, me, switchedUser, platforms: [], printers: [] } } } };
    if (query.includes('mutation CheckPin'))
      return { json: { data: { checkPin: { expiresAt: '2099-01-01T00:00:00Z' } } } };
    return { json: { data: null, errors: [{ message: 'not mocked' }] } };
  });
}

function renderGate() {
  renderWithProviders(
    <PinGate pinTag="analytics">
      <p>Analytics page</p>
    </PinGate>,
  );
}

/** Until the profile answers nobody is known, so the page shows; judge the gate only after it. */
async function profileLoaded() {
  await waitFor(() => expect(queryClient.getQueryData(queryKeys.profile)).toBeDefined());
}

describe('PinGate', () => {
  it('shows the PIN screen on a protected page, then the page once the PIN is right', async () => {
    serve(company);
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Enter your PIN code' })).toBeInTheDocument();
    expect(screen.queryByText('Analytics page')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('PIN code'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Analytics page')).toBeInTheDocument();
  });

  it('opens straight away during a valid PIN session', async () => {
    localStorage.setItem(STORAGE_KEYS.pinCodeExp, String(Date.now() + 60_000));
    serve(company);
    renderGate();
    await profileLoaded();
    expect(screen.getByText('Analytics page')).toBeInTheDocument();
  });

  it('asks again once the stored PIN session has ended', async () => {
    localStorage.setItem(STORAGE_KEYS.pinCodeExp, String(Date.now() - 60_000));
    serve(company);
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Enter your PIN code' })).toBeInTheDocument();
  });

  it('never asks an administrator, nor while acting as the company', async () => {
    serve(admin, company);
    renderGate();
    await profileLoaded();
    expect(screen.getByText('Analytics page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Enter your PIN code' })).not.toBeInTheDocument();
  });

  it('never asks a company switched into by a non-administrator either', async () => {
    const manager = anAccount('User', ['ROLE_ACCOUNT_MANAGER', 'ROLE_CAN_SWITCH_USER']);
    serve(manager, company);
    renderGate();
    await profileLoaded();
    expect(screen.getByText('Analytics page')).toBeInTheDocument();
  });
});
