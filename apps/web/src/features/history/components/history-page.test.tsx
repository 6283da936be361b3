import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@comptoir/domain';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { refreshSession } from '../../../lib/session';
import type { Account } from '../../../lib/api/profile';
import { anAccount, profileAnswer } from '../../../test/accounts';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import type { HistoryPage as HistoryAnswer, HistoryRow } from '../api/history-query';
import { HistoryPage } from './history-page';

const company = anAccount('Company', ['ROLE_COMPANY_PREMIUM_SERVICE']);
const admin = anAccount('User', ['ROLE_ADMINISTRATOR']);
const NOW = new Date('2026-03-11T10:00:00Z');

function aRow(id: number, patch: Partial<HistoryRow> = {}): HistoryRow {
  return {
    id,
    displayId: `D${id}`,
    status: 'COMPLETED',
    createdAt: '2026-03-10T23:30:00Z',
    hasImage: false,
    total: 2450,
    restaurant: {
      uuid: 'r-1',
      title: 'Demo Burger Opéra',
      timezone: 'Europe/Paris',
      platform: { name: 'PLATFORM_UBER_EAT' },
    },
    client: { firstName: 'Camille', lastName: 'Dupont' },
    courser: { firstName: 'Sam', lastName: 'Rider' },
    ...patch,
  };
}

const STATS = {
  count: 120,
  totalWithImage: 7,
  subtotal: 301050,
  promo: 1500,
  canceled: 3,
  canceledTotal: 6590,
  total: 299550,
};

function aPage(rows: HistoryRow[], endCursor: string | null): HistoryAnswer {
  return {
    edges: rows.map((node) => ({ node, cursor: `c${node.id}` })),
    pageInfo: { hasNextPage: endCursor !== null, endCursor },
    totalCount: 123,
    stats: STATS,
  };
}

type Sent = Record<string, unknown>;

function serve(account: Account, pages: (after: unknown) => HistoryAnswer) {
  localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
  refreshSession();
  const sent: Sent[] = [];
  mockGraphQL(({ query, variables }) => {
    if (query.includes('query Profile')) return { json: profileAnswer(account) };
    if (query.includes('query History')) {
      sent.push(variables);
      return { json: { data: { history: pages(variables.after) } } };
    }
    if (query.includes('query RestaurantOptions')) return { json: { data: { restaurants: { edges: [] } } } };
    if (query.includes('query CompanyOptions'))
      return { json: { data: { companys: { edges: [{ node: { id: 4, name: 'Corner Pizza' } }] } } } };
    return { json: { data: null, errors: [{ message: 'not mocked', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] } };
  });
  return sent;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function renderHistory(
  url = '/history',
  renderOrderDetail = vi.fn((cartId: number | null) => (cartId ? <p>detail {cartId}</p> : null)),
) {
  renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <HistoryPage renderOrderDetail={renderOrderDetail} now={NOW} />
      <LocationProbe />
    </MemoryRouter>,
  );
  return renderOrderDetail;
}

describe('HistoryPage', () => {
  it('asks for the current week by default and shows the statistics in money', async () => {
    const sent = serve(company, () => aPage([aRow(1)], null));
    renderHistory();
    expect(await screen.findByTestId('stat-total')).toHaveTextContent('2 995,50 €');
    expect(screen.getByTestId('stat-count')).toHaveTextContent('120');
    expect(screen.getByTestId('stat-totalWithImage')).toHaveTextContent('7');
    expect(screen.getByTestId('stat-subtotal')).toHaveTextContent('3 010,50 €');
    expect(screen.getByTestId('stat-promo')).toHaveTextContent('15,00 €');
    expect(screen.getByTestId('stat-canceled')).toHaveTextContent('3');
    expect(screen.getByTestId('stat-canceledTotal')).toHaveTextContent('65,90 €');
    expect(sent[0]).toEqual({
      first: 50,
      after: null,
      fromDate: '2026-03-09',
      toDate: '2026-03-15',
      platforms: null,
      restaurants: null,
      company: null,
    });
  });

  it('shows every column, the date in the restaurant time zone, and the photo icon', async () => {
    serve(company, () => aPage([aRow(1, { hasImage: true, status: 'CANCELED' })], null));
    renderHistory();
    const table = await screen.findByRole('table', { name: 'Orders of the period' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toBeDefined();
    const cells = within(row as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(cells).toEqual([
      '',
      '#D1',
      'Demo Burger Opéra',
      'Camille D.',
      'Sam Rider',
      '',
      '11-03-2026 00:30',
      '24,50 €',
      'Canceled',
    ]);
    expect(within(row as HTMLElement).getByRole('img', { name: 'Uber Eats' })).toBeInTheDocument();
    expect(within(row as HTMLElement).getByRole('img', { name: 'Has a photo' })).toBeInTheDocument();
  });

  it('reads its filters from the URL, and writes changes back', async () => {
    const sent = serve(company, () => aPage([aRow(1)], null));
    renderHistory('/history?from=2026-01-01&to=2026-01-31&platforms=PLATFORM_DELIVEROO&restaurants=r-9');
    await screen.findByRole('table');
    expect(sent[0]).toMatchObject({
      fromDate: '2026-01-01',
      toDate: '2026-01-31',
      platforms: ['PLATFORM_DELIVEROO'],
      restaurants: ['r-9'],
      company: null,
    });
    await userEvent.click(screen.getByRole('combobox', { name: 'Platforms' }));
    await userEvent.click(await screen.findByRole('option', { name: /Glovo/, hidden: true }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '?from=2026-01-01&to=2026-01-31&platforms=PLATFORM_DELIVEROO%2CPLATFORM_GLOVO&restaurants=r-9',
      ),
    );
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ platforms: ['PLATFORM_DELIVEROO', 'PLATFORM_GLOVO'] }));
  });

  it('asks for the next page with the last cursor', async () => {
    const sent = serve(company, (after) =>
      after === null ? aPage([aRow(1), aRow(2)], 'cursor-2') : aPage([aRow(3)], null),
    );
    renderHistory();
    await userEvent.click(await screen.findByRole('button', { name: 'Show more orders' }));
    expect(await screen.findByRole('button', { name: 'Open order #D3' })).toBeInTheDocument();
    expect(sent.map((variables) => variables.after)).toEqual([null, 'cursor-2']);
    expect(screen.getByText('All 123 orders are shown.')).toBeInTheDocument();
  });

  it('offers the company filter to User accounts only, and sends it', async () => {
    serve(company, () => aPage([aRow(1)], null));
    renderHistory('/history?company=4');
    await screen.findByRole('table');
    expect(screen.queryByRole('combobox', { name: 'Companies' })).not.toBeInTheDocument();
  });

  it('sends the company of a User account', async () => {
    const sent = serve(admin, () => aPage([aRow(1)], null));
    renderHistory('/history?company=4');
    expect(await screen.findByRole('combobox', { name: 'Companies' })).toBeInTheDocument();
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ company: 4 }));
  });

  it('opens the order detail from a row', async () => {
    serve(company, () => aPage([aRow(1), aRow(2)], null));
    const renderOrderDetail = renderHistory();
    await userEvent.click(await screen.findByRole('button', { name: 'Open order #D2' }));
    expect(await screen.findByText('detail 2')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('cell', { name: 'Camille D.' })[0] ?? document.body);
    expect(await screen.findByText('detail 1')).toBeInTheDocument();
    expect(renderOrderDetail).toHaveBeenLastCalledWith(1, expect.any(Function));
  });

  it('explains an empty period', async () => {
    serve(company, () => ({ ...aPage([], null), stats: { ...STATS, count: 0 } }));
    renderHistory();
    expect(await screen.findByText('No orders for these filters')).toBeInTheDocument();
    expect(screen.getByText(/Widen the period or clear a filter/)).toBeInTheDocument();
  });

  it('offers a retry when the history cannot be loaded', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
    refreshSession();
    mockGraphQL(({ query }) => {
      if (query.includes('query Profile')) return { json: profileAnswer(company) };
      return { json: { data: null, errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] } };
    });
    renderHistory();
    expect(await screen.findByRole('alert')).toHaveTextContent('The history could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
