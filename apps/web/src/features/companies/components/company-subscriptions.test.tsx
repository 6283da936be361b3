import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@comptoir/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { anAccount, profileAnswer } from '../../../test/accounts';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import { refreshSession } from '../../../lib/session';
import type { Account } from '../../../lib/api/profile';
import type { CompanyDetails } from '../api/company';
import { CompanySubscriptions } from './company-subscriptions';

const company = {
  id: 2,
  currency: 'EUR',
  subscriptions: [
    { service: 'ORDER_MANAGER', activated: true, price: 4900, startedAt: '2025-11-01T00:00:00.000Z', endedAt: null },
    { service: 'ANALYTICS', activated: false, price: 1900, startedAt: null, endedAt: null },
  ],
  restaurants: [
    {
      uuid: 'r-1',
      title: 'Corner Pizza Part-Dieu',
      platform: { id: 1, name: 'PLATFORM_UBER_EAT', color: '#06C167' },
      subscriptions: [{ service: 'VAT', activated: true, price: 500, startedAt: null, endedAt: null }],
    },
  ],
} as unknown as CompanyDetails;

function signInWith(
  account: Account,
  answer: (query: string, variables: Record<string, unknown>) => unknown = () => ({
    data: { company: { id: 2, serviceChanges: [] } },
  }),
) {
  localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
  refreshSession();
  const sent: { query: string; variables: Record<string, unknown> }[] = [];
  mockGraphQL(({ query, variables }) => {
    sent.push({ query, variables });
    return { json: query.includes('query Profile') ? profileAnswer(account) : answer(query, variables) };
  });
  return sent;
}

describe('CompanySubscriptions', () => {
  beforeEach(() => localStorage.clear());

  it('lets an account manager switch a service on and change a price, in minor units', async () => {
    const sent = signInWith(anAccount('User', ['ROLE_ACCOUNT_MANAGER']), (query) =>
      query.includes('mutation')
        ? { data: { updateCompanySubscription: { id: 2, subscriptions: [] } } }
        : { data: { company: { id: 2, serviceChanges: [] } } },
    );
    renderWithProviders(<CompanySubscriptions company={company} />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Analytics on or off' }));
    await waitFor(() =>
      expect(sent.map((request) => request.variables)).toContainEqual({
        companyId: 2,
        input: { service: 'ANALYTICS', activated: true },
      }),
    );

    const price = screen.getByRole('textbox', { name: 'Monthly price of Order management in EUR' });
    await userEvent.clear(price);
    await userEvent.type(price, '59.90');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent.map((request) => request.variables)).toContainEqual({
        companyId: 2,
        input: { service: 'ORDER_MANAGER', price: 5990 },
      }),
    );
    expect(await screen.findByText('No service was changed yet.')).toBeInTheDocument();
  });

  it("shows a restaurant's own services, and a company reads its services without switches", async () => {
    signInWith(anAccount('Company', ['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_SUBSCRIBE_ORDER']));
    renderWithProviders(<CompanySubscriptions company={company} />);
    expect(await screen.findByText('Analytics')).toBeInTheDocument();
    expect(screen.getByText(/^49,00/)).toBeInTheDocument();
    expect(document.querySelector('input[type="checkbox"]')).toBeNull();
    expect(screen.queryByText('Changes')).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Corner Pizza Part-Dieu · Uber Eats'));
    expect(await screen.findByText(/^5,00/)).toBeInTheDocument();
  });
});
