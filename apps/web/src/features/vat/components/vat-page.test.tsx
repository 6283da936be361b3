import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@comptoir/domain';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { refreshSession } from '../../../lib/session';
import type { Account } from '../../../lib/api/profile';
import { anAccount, profileAnswer } from '../../../test/accounts';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import type { TvaOrderRow } from '../api/tva-orders';
import type { TvaReport } from '../api/tva-report';
import { VatPage } from './vat-page';

const company = anAccount('Company', ['ROLE_COMPANY_PREMIUM_SERVICE']);
const admin = anAccount('User', ['ROLE_ADMINISTRATOR']);
const NOW = new Date('2026-03-11T10:00:00Z');

const LINE_KEYS = [
  'sales_ttc',
  'sales_ht',
  'sales_tva',
  'total_tva_deductible',
  'total_restant_du',
  'paid_by_platform',
  'restaurant_net',
  'service_ht',
  'service_ttc',
  'marketing_fees',
  'eco_contribution',
  'sponsored_ads',
  'adjustments',
  'refunds',
  'vouchers',
  'other',
] as const;

function lines(amounts: Partial<Record<(typeof LINE_KEYS)[number], number>>) {
  return LINE_KEYS.map((key) => ({ key, label: key, amount: amounts[key] ?? 0 }));
}

const REPORT: TvaReport = {
  orderCount: 3,
  lines: lines({ sales_ttc: 12_345, sales_tva: 1_180, total_restant_du: 1_000, sponsored_ads: -1_500 }),
  byRate: [
    { vatPercent: 5.5, ttc: 2_110, ht: 2_000, tva: 110 },
    { vatPercent: 10, ttc: 9_235, ht: 8_395, tva: 840 },
    { vatPercent: 20, ttc: 1_000, ht: 833, tva: 167 },
  ],
  byPlatform: [
    {
      platform: { name: 'PLATFORM_UBER_EAT', color: '#000' },
      orderCount: 2,
      lines: lines({ sales_ttc: 10_000 }),
      byRate: [{ vatPercent: 10, ttc: 10_000, ht: 9_091, tva: 909 }],
    },
    {
      platform: { name: 'PLATFORM_DELIVEROO', color: '#0cb' },
      orderCount: 1,
      lines: lines({ sales_ttc: 2_345 }),
      byRate: [{ vatPercent: 20, ttc: 2_345, ht: 1_954, tva: 391 }],
    },
  ],
};

const MISC: { totalCount: number; byType: { type: string; count: number; total: number; ht: number; tva: number }[] } =
  {
    totalCount: 2,
    byType: [
      { type: 'ECO_CONTRIBUTION', count: 1, total: -200, ht: -200, tva: 0 },
      { type: 'ADS', count: 1, total: -1_500, ht: -1_250, tva: -250 },
    ],
  };

function anOrder(id: number): TvaOrderRow {
  return {
    ttc: 2_450,
    ht: 2_227,
    tva: 223,
    cart: {
      id,
      displayId: `D${id}`,
      createdAt: '2026-02-10T23:30:00Z',
      restaurant: {
        uuid: 'r-1',
        title: 'Demo Burger Opéra',
        timezone: 'Europe/Paris',
        platform: { name: 'PLATFORM_UBER_EAT' },
      },
    },
  };
}

function ordersPage(ids: number[], endCursor: string | null) {
  return {
    totalCount: 3,
    pageInfo: { hasNextPage: endCursor !== null, endCursor },
    edges: ids.map((id) => ({ node: anOrder(id) })),
  };
}

type Sent = { operation: string; variables: Record<string, unknown> };

function serve(account: Account, report: TvaReport | null = REPORT, misc: typeof MISC = MISC) {
  localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
  refreshSession();
  const sent: Sent[] = [];
  mockGraphQL(({ query, variables }) => {
    if (query.includes('query Profile')) return { json: profileAnswer(account) };
    const operation = /query (\w+)/.exec(query)?.[1] ?? '';
    sent.push({ operation, variables });
    if (operation === 'TvaReport' && report) return { json: { data: { tvaReport: report } } };
    if (operation === 'MiscItemTotals') return { json: { data: { miscItem: misc } } };
    if (operation === 'TvaOrders')
      return {
        json: { data: { tvaOrder: variables.after === null ? ordersPage([1, 2], 'c2') : ordersPage([3], null) } },
      };
    if (operation === 'RestaurantOptions') return { json: { data: { restaurants: { edges: [] } } } };
    if (operation === 'CompanyOptions')
      return { json: { data: { companys: { edges: [{ node: { id: 4, name: 'Corner Pizza' } }] } } } };
    return { json: { data: null, errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] } };
  });
  return sent;
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderVat(url = '/tva/item') {
  renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <VatPage now={NOW} />
      <LocationProbe />
    </MemoryRouter>,
  );
}

describe('VatPage', () => {
  it('asks for the last full month by default and shows the statement lines, translated, in money', async () => {
    const sent = serve(company);
    renderVat();
    expect(await screen.findByTestId('line-sales_ttc')).toHaveTextContent('123,45 €');
    const statement = screen.getByRole('table', { name: 'Statement of the period' });
    expect(within(statement).getByRole('rowheader', { name: 'VAT remaining due' })).toBeInTheDocument();
    expect(within(statement).getByRole('rowheader', { name: 'Sponsored ads' })).toBeInTheDocument();
    expect(screen.getByTestId('line-sponsored_ads').textContent?.replace(/\s/g, ' ')).toBe('-15,00 €');
    // One column per platform, after the whole.
    expect(
      within(statement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Line', 'All platforms', 'Uber Eats', 'Deliveroo']);
    const report = sent.find((request) => request.operation === 'TvaReport');
    expect(report?.variables).toEqual({
      fromDate: '2026-02-01',
      toDate: '2026-02-28',
      platforms: null,
      restaurants: null,
      company: null,
    });
  });

  it('shows VAT per rate with a total, per platform, and the misc items by type', async () => {
    serve(company);
    renderVat();
    const rates = await screen.findByRole('table', { name: 'VAT per rate' });
    const rateRows = within(rates)
      .getAllByRole('row')
      .map((row) => row.textContent?.replace(/\s/g, ' '));
    expect(rateRows).toEqual([
      'RateIncl. VATExcl. VATVAT',
      '5.5%21,10 €20,00 €1,10 €',
      '10%92,35 €83,95 €8,40 €',
      '20%10,00 €8,33 €1,67 €',
      'Total123,45 €112,28 €11,17 €',
    ]);
    const platforms = screen.getByRole('table', { name: 'VAT per platform' });
    expect(within(platforms).getAllByRole('row')[2]?.textContent?.replace(/\s/g, ' ')).toBe(
      'Deliveroo123,45 €19,54 €3,91 €',
    );
    const misc = screen.getByRole('table', { name: 'Other statement lines by type' });
    expect(within(misc).getAllByRole('row')[2]?.textContent?.replace(/\s/g, ' ')).toBe(
      'Sponsored ads1-15,00 €-12,50 €-2,50 €',
    );
  });

  it('lists the orders oldest first with their VAT, and loads more on demand', async () => {
    const sent = serve(company);
    renderVat();
    const table = await screen.findByRole('table', { name: 'Orders of the period with their VAT' });
    const cells = within(within(table).getAllByRole('row')[1] as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(cells).toEqual(['11-02-2026 00:30', '', '#D1', 'Demo Burger Opéra', '24,50 €', '22,27 €', '2,23 €']);
    await userEvent.click(screen.getByRole('button', { name: 'Show more orders' }));
    expect(await within(table).findByText('#D3')).toBeInTheDocument();
    expect(
      sent.filter((request) => request.operation === 'TvaOrders').map((request) => request.variables.after),
    ).toEqual([null, 'c2']);
    expect(screen.getByText('All 3 orders are shown.')).toBeInTheDocument();
  });

  it('reads its period from the URL and writes a change back', async () => {
    const sent = serve(company);
    renderVat('/tva/item?from=2026-01-01&to=2026-01-31&platforms=PLATFORM_DELIVEROO&company=4');
    await screen.findByTestId('line-sales_ttc');
    // A company never sends a company filter: its scope is its own.
    expect(sent.find((request) => request.operation === 'TvaReport')?.variables).toMatchObject({
      fromDate: '2026-01-01',
      platforms: ['PLATFORM_DELIVEROO'],
      company: null,
    });
    await userEvent.click(screen.getByRole('combobox', { name: 'Platforms' }));
    await userEvent.click(await screen.findByRole('option', { name: /Glovo/, hidden: true }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('platforms=PLATFORM_DELIVEROO%2CPLATFORM_GLOVO'),
    );
  });

  it('sends the company an administrator picked', async () => {
    const sent = serve(admin);
    renderVat('/tva/item?company=4');
    expect(await screen.findByRole('combobox', { name: 'Companies' })).toBeInTheDocument();
    await waitFor(() =>
      expect(sent.filter((request) => request.operation === 'TvaReport').at(-1)?.variables).toMatchObject({
        company: 4,
      }),
    );
  });

  it('explains a period with nothing to declare', async () => {
    serve(company, { orderCount: 0, lines: lines({}), byRate: [], byPlatform: [] }, { totalCount: 0, byType: [] });
    renderVat();
    expect(await screen.findByText('Nothing to declare for these filters')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Statement of the period' })).not.toBeInTheDocument();
  });

  it('offers a retry when the report cannot be loaded', async () => {
    serve(company, null);
    renderVat();
    expect(await screen.findByRole('alert')).toHaveTextContent('The VAT report could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
