import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@comptoir/domain';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { refreshSession } from '../../../lib/session';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import type { DisputeRow } from '../api/dispute-fields';
import { DisputesPage } from './disputes-page';
import { onNarrowScreen } from '../../../test/narrow-screen';

const NOW = new Date('2026-03-11T10:00:00Z');

function aRow(id: number, patch: Partial<DisputeRow> = {}): DisputeRow {
  return {
    id,
    status: 'WON',
    isToBeDisputed: false,
    displayOrderId: `BC95${id}`,
    incorrectPrice: 1150,
    refundedPrice: 900,
    orderProblem: 'MISSING_ITEM',
    dishName: 'Frites',
    createdAt: '2026-03-10T12:00:00Z',
    diputedAt: '2026-03-10T14:00:00Z',
    deadlineAt: '2026-03-24T12:00:00Z',
    responseChannel: 'PARTNER_PORTAL',
    restaurant: {
      uuid: 'r-ue',
      title: 'Demo Burger Bastille',
      timezone: 'Europe/Paris',
      platform: { id: 1, name: 'PLATFORM_UBER_EAT' },
    },
    ...patch,
  };
}

type Call = { query: string; variables: Record<string, unknown> };

function serve() {
  const calls: Call[] = [];
  mockGraphQL((call) => {
    calls.push(call);
    if (call.query.includes('query OrderDisputes')) {
      const rows = [
        aRow(1),
        aRow(2, { status: 'TO_DISPUTE', isToBeDisputed: true, refundedPrice: 0, orderProblem: 'Cold', dishName: null }),
        aRow(3, { orderProblem: 'Le livreur a renversé le sac', dishName: null }),
      ];
      return {
        json: {
          data: {
            orderDispute: {
              totalCount: 3,
              pageInfo: { hasNextPage: false, endCursor: null },
              edges: rows.map((node) => ({ node })),
            },
          },
        },
      };
    }
    if (call.query.includes('query DisputeSummary')) {
      return {
        json: {
          data: {
            disputeSummary: {
              count: 9,
              toDispute: 2,
              disputed: 6,
              pending: 1,
              won: 4,
              lost: 1,
              expired: 1,
              incorrectPrice: 12000,
              recovered: 7550,
            },
          },
        },
      };
    }
    if (call.query.includes('query RestaurantOptions')) return { json: { data: { restaurants: { edges: [] } } } };
    return { json: { data: null, errors: [{ message: 'not mocked' }] } };
  });
  return calls;
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderPage(mode: 'all' | 'toDispute', url = '/dispute/order') {
  renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <DisputesPage mode={mode} currency="EUR" now={NOW} />
      <LocationProbe />
    </MemoryRouter>,
    new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
}

describe('DisputesPage', () => {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
    refreshSession();
  });

  it('lists the disputes of the last 30 days with the recovery summary, and keeps the status filter in the address', async () => {
    const calls = serve();
    renderPage('all');
    const table = await screen.findByRole('table', { name: 'Disputes' });
    expect(table).toHaveTextContent('#C951');
    expect(table).toHaveTextContent('Won');
    expect(screen.getByRole('region', { name: 'Recovery summary' })).toHaveTextContent(/Recovered75,50\s€/);
    expect(calls.find((call) => call.query.includes('query OrderDisputes'))?.variables).toMatchObject({
      fromDate: '2026-02-09',
      toDate: '2026-03-11',
      first: 50,
      isToBeDisputed: null,
      status: null,
    });

    await userEvent.click(screen.getByPlaceholderText('All statuses'));
    await userEvent.click(await screen.findByText('Expired'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('status=EXPIRED'));
    await waitFor(() =>
      expect(calls.filter((call) => call.query.includes('query OrderDisputes')).at(-1)?.variables).toMatchObject({
        status: 'EXPIRED',
      }),
    );
  });

  it("names each problem in the reader's language whatever the platform's wording, and keeps one it does not know", async () => {
    serve();
    renderPage('all');
    const table = await screen.findByRole('table', { name: 'Disputes' });
    const [, won, toDispute, unknown] = within(table).getAllByRole('row');
    expect(won).toHaveTextContent('Missing itemFrites');
    expect(toDispute).toHaveTextContent('Arrived cold');
    expect(unknown).toHaveTextContent('Le livreur a renversé le sac');
    // Only the dispute still to answer shows its deadline.
    expect(toDispute).toHaveTextContent('Answer before 24-03-2026 13:00');
    expect(won).not.toHaveTextContent('Answer before');
  });

  it('lists the disputes as cards on a narrow screen, so no column is cut, and a card opens its dispute', async () => {
    await onNarrowScreen(async () => {
      const calls = serve();
      renderPage('all');
      const list = await screen.findByRole('list', { name: 'Disputes' });
      const [, toDispute] = within(list).getAllByRole('listitem');
      expect(toDispute).toHaveTextContent('#C952');
      expect(toDispute).toHaveTextContent('To dispute');
      expect(toDispute).toHaveTextContent('Arrived cold');
      expect(toDispute).toHaveTextContent('Answer before 24-03-2026 13:00');
      expect(toDispute).toHaveTextContent('Refunded 11,50 €');
      expect(screen.queryByRole('table', { name: 'Disputes' })).not.toBeInTheDocument();
      await userEvent.click(within(list).getByRole('button', { name: 'Open the dispute of order #C952' }));
      await waitFor(() =>
        expect(calls.find((call) => call.query.includes('DisputeForCart'))?.variables).toMatchObject({
          orderId: 'BC952',
          restaurant: 'r-ue',
        }),
      );
    });
  });

  it('lists only the disputes still to handle on /disputable/order', async () => {
    const calls = serve();
    renderPage('toDispute', '/disputable/order?status=WON');
    expect(await screen.findByRole('heading', { name: 'Orders to dispute' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Disputes' });
    expect(calls.find((call) => call.query.includes('query OrderDisputes'))?.variables).toMatchObject({
      isToBeDisputed: true,
      status: null,
    });
    expect(screen.queryByPlaceholderText('All statuses')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Recovery summary' })).toBeNull();
  });
});
