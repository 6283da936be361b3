import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import { PendingRestaurantsPage } from './pending-restaurants-page';

const MONTMARTRE = {
  uuid: 'uuid-montmartre',
  title: 'Demo Burger Montmartre',
  platformStoreId: '3f6c2b1e-8d4a-4c55-9e21-7a0b5d9c4e02',
  requestedBy: 'company@demo.comptoir.test',
  requestedAt: '2026-11-27T17:33:00.000Z',
  isTabletLess: true,
  credentialsVerified: null,
  platform: { name: 'PLATFORM_UBER_EAT', color: '#06C167' },
  company: { id: 1, name: 'Demo Burger Co' },
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <MemoryRouter>
      <PendingRestaurantsPage />
    </MemoryRouter>,
    client,
  );
}

describe('the pending restaurants', () => {
  it('shows what the company asked for, and rejects only with a reason, which is sent', async () => {
    let pending = [MONTMARTRE];
    const sent: Record<string, unknown>[] = [];
    mockGraphQL(({ query, variables }) => {
      if (query.includes('mutation RejectPendingRestaurant')) {
        sent.push(variables);
        pending = [];
        return {
          json: {
            data: {
              rejectPendingRestaurant: {
                uuid: MONTMARTRE.uuid,
                integrationStatus: 'REJECTED',
                rejectionReason: variables.reason,
              },
            },
          },
        };
      }
      return {
        json: {
          data: {
            pendingRestaurants: {
              totalCount: pending.length,
              pageInfo: { hasNextPage: false, endCursor: null },
              edges: pending.map((node) => ({ node })),
            },
          },
        },
      };
    });
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Demo Burger Montmartre on Uber Eats' });
    expect(card).toHaveTextContent('Uber Eats store: 3f6c2b1e-8d4a-4c55-9e21-7a0b5d9c4e02');
    expect(card).toHaveTextContent('Asked by company@demo.comptoir.test');
    expect(card).toHaveTextContent('No platform tablet (tabletless mode)');

    await userEvent.click(within(card).getByRole('button', { name: 'Reject Demo Burger Montmartre on Uber Eats' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Demo Burger Montmartre on Uber Eats' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'This store is not yours.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('No restaurant waiting')).toBeInTheDocument();
    expect(sent).toEqual([{ restaurantUuid: 'uuid-montmartre', reason: 'This store is not yours.' }]);
  }, 30_000);
});
