import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@comptoir/domain';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { refreshSession } from '../../../lib/session';
import type { Account } from '../../../lib/api/profile';
import { anAccount, profileAnswer } from '../../../test/accounts';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import type { AnalyticsAnswer, OrderTotals } from '../api/analytics-query';
import type { BestItem } from '../api/best-items-query';
import { AnalyticsPage } from './analytics-page';
import { onNarrowScreen } from '../../../test/narrow-screen';

const company = anAccount('Company', ['ROLE_COMPANY_PREMIUM_SERVICE']);
const admin = anAccount('User', ['ROLE_ADMINISTRATOR']);
const NOW = new Date('2026-03-11T10:00:00Z');

const UBER: OrderTotals = {
  total: 120_050,
  canceled: 2,
  canceledTotal: 4_590,
  inactivity: 195,
  promo: 1_500,
  sales: 110_000,
  totalCommand: 48,
  newClient: 9,
  photoCount: 5,
};
const GLOVO: OrderTotals = {
  total: 30_000,
  canceled: 0,
  canceledTotal: 0,
  inactivity: 0,
  promo: 0,
  sales: 28_000,
  totalCommand: 12,
  newClient: 3,
  photoCount: 1,
};
const OVERALL: OrderTotals = {
  total: 150_050,
  canceled: 2,
  canceledTotal: 4_590,
  inactivity: 195,
  promo: 1_500,
  sales: 138_000,
  totalCommand: 60,
  newClient: 12,
  photoCount: 6,
};

function anAnswer(overrides: Partial<AnalyticsAnswer> = {}): AnalyticsAnswer {
  return {
    totalOrder: {
      overall: OVERALL,
      byPlatform: [
        { platform: { name: 'PLATFORM_UBER_EAT', color: '#06C167' }, ...UBER },
        { platform: { name: 'PLATFORM_GLOVO', color: '#FFC244' }, ...GLOVO },
      ],
      byRestaurant: [
        {
          restaurant: { uuid: 'r-1', title: 'Demo Burger Bastille', platform: { name: 'PLATFORM_UBER_EAT' } },
          ...UBER,
        },
        { restaurant: { uuid: 'r-2', title: 'Demo Burger Oberkampf', platform: { name: 'PLATFORM_GLOVO' } }, ...GLOVO },
      ],
    },
    totalOrderDayMap: [
      { dayOfWeek: 2, hour: 12, sales: 45_000, total: 18, online: 300, offline: 60 },
      { dayOfWeek: 5, hour: 20, sales: 9_000, total: 1, online: 360, offline: 0 },
    ],
    ...overrides,
  };
}

const BEST_ITEMS: BestItem[] = [
  {
    title: 'Classic Burger',
    platformId: 'item-1',
    total: 31,
    revenue: 38_750,
    additional: 2_100,
    vatPercent: 10,
    vatRates: [10],
  },
  {
    title: 'Coca-Cola 33 cl',
    platformId: 'item-coke',
    total: 24,
    revenue: 7_200,
    additional: 0,
    vatPercent: 5.5,
    vatRates: [5.5, 20],
  },
];
// With the options of menus: the cans of the meal deals count too, at the meal's rate.
const BEST_ITEMS_WITH_OPTIONS: BestItem[] = [
  {
    title: 'Coca-Cola 33 cl',
    platformId: 'item-coke',
    total: 40,
    revenue: 7_200,
    additional: 0,
    vatPercent: 10,
    vatRates: [5.5, 10, 20],
  },
  {
    title: 'Classic Burger',
    platformId: 'item-1',
    total: 31,
    revenue: 38_750,
    additional: 2_100,
    vatPercent: 10,
    vatRates: [10],
  },
];

type Sent = Record<string, unknown>;

function serve(
  account: Account,
  answer: () => { data: AnalyticsAnswer | null; errors?: unknown[] },
  bestItems: BestItem[] = BEST_ITEMS,
  bestSent: Sent[] = [],
) {
  localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
  refreshSession();
  const sent: Sent[] = [];
  mockGraphQL(({ query, variables }) => {
    if (query.includes('query Profile')) return { json: profileAnswer(account) };
    if (query.includes('query Analytics')) {
      sent.push(variables);
      return { json: answer() };
    }
    if (query.includes('query BestItems')) {
      bestSent.push(variables);
      return { json: { data: { dailyBestItem: variables.includeOptions ? BEST_ITEMS_WITH_OPTIONS : bestItems } } };
    }
    if (query.includes('query RestaurantOptions')) return { json: { data: { restaurants: { edges: [] } } } };
    if (query.includes('query CompanyOptions'))
      return { json: { data: { companys: { edges: [{ node: { id: 4, name: 'Corner Pizza' } }] } } } };
    return { json: { data: null, errors: [{ message: 'not mocked', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] } };
  });
  return sent;
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderAnalytics(url = '/analytics') {
  renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <AnalyticsPage now={NOW} />
      <LocationProbe />
    </MemoryRouter>,
  );
}

// Intl separates money with no-break spaces.
function spaced(text: string): string {
  return text.replace(/\s/g, ' ');
}

function cellsOf(row: HTMLElement): string[] {
  return [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
    (cell) => cell.textContent?.replace(/\s/g, ' ') ?? '',
  );
}

// The page renders several tables and a chart: give jsdom time on a shared, busy machine.
const FIRST_RENDER = { timeout: 5_000 };

describe('AnalyticsPage', { timeout: 20_000 }, () => {
  it('asks for the current week and shows the totals of the period in money', async () => {
    const sent = serve(company, () => ({ data: anAnswer() }));
    renderAnalytics();
    expect(await screen.findByTestId('analytics-total', {}, FIRST_RENDER)).toHaveTextContent('1 500,50 €');
    expect(screen.getByTestId('analytics-totalCommand')).toHaveTextContent('60');
    expect(screen.getByTestId('analytics-sales')).toHaveTextContent('1 380,00 €');
    expect(screen.getByTestId('analytics-canceledTotal')).toHaveTextContent('45,90 €');
    expect(screen.getByTestId('analytics-inactivity')).toHaveTextContent('3 h 15 min');
    expect(sent[0]).toEqual({
      fromDate: '2026-03-09',
      toDate: '2026-03-15',
      platforms: null,
      restaurants: null,
      company: null,
    });
  });

  it('tables the totals per platform and per restaurant, with a chart of the platforms', async () => {
    serve(company, () => ({ data: anAnswer() }));
    renderAnalytics();
    const platforms = await screen.findByRole('table', { name: 'Totals by platform' }, FIRST_RENDER);
    const [, uber, glovo] = within(platforms).getAllByRole('row');
    expect(cellsOf(uber as HTMLElement)).toEqual([
      'Uber Eats',
      '48',
      '1 200,50 €',
      '1 100,00 €',
      '15,00 €',
      '9',
      '5',
      '2',
      '45,90 €',
      '3 h 15 min',
    ]);
    expect(cellsOf(glovo as HTMLElement)[0]).toBe('Glovo');
    expect(screen.getByRole('img', { name: 'Share of the total by platform' })).toBeInTheDocument();
    const restaurants = screen.getByRole('table', { name: 'Totals by restaurant' });
    expect(within(restaurants).getByRole('rowheader', { name: /Demo Burger Oberkampf/ })).toBeInTheDocument();
    expect(within(restaurants).getByRole('img', { name: 'Glovo' })).toBeInTheDocument();
  });

  it('shows the weekday × hour map with every figure in each cell’s name', async () => {
    serve(company, () => ({ data: anAnswer() }));
    renderAnalytics();
    const map = await screen.findByRole(
      'table',
      { name: 'Sales and orders by day of the week and hour' },
      FIRST_RENDER,
    );
    expect(within(map).getAllByRole('row')).toHaveLength(8);
    // Found by title, which is also each cell's accessible name: naming 168 cells by role is slow in jsdom.
    const busy = within(map).getByTitle(
      (title) => spaced(title) === 'Tuesday 12:00–13:00: 18 orders, 450,00 €; open 5 h 0 min, paused 1 h 0 min',
    );
    expect(busy).toHaveAttribute('aria-label', busy.getAttribute('title'));
    expect(busy).toHaveTextContent('450');
    expect(within(map).getAllByTitle(/orders?, /)).toHaveLength(7 * 24);
    await userEvent.click(screen.getByRole('radio', { name: 'Orders' }));
    expect(busy).toHaveTextContent('18');
    expect(within(map).getByTitle(/^Friday 20:00–21:00: 1 order,/)).toHaveTextContent('1');
  });

  it('lists the best-selling items once each, with quantity, revenue, extras and every VAT rate they were sold at', async () => {
    const bestSent: Sent[] = [];
    serve(company, () => ({ data: anAnswer() }), BEST_ITEMS, bestSent);
    renderAnalytics();
    const table = await screen.findByRole('table', { name: 'Best-selling items of the period' }, FIRST_RENDER);
    const [, first, second] = within(table).getAllByRole('row');
    expect(cellsOf(first as HTMLElement)).toEqual(['Classic Burger', '1', '31', '387,50 €', '21,00 €', '10 %']);
    expect(cellsOf(second as HTMLElement)).toEqual(['Coca-Cola 33 cl', '2', '24', '72,00 €', '0,00 €', '5.5 %, 20 %']);
    expect(bestSent[0]).toEqual({
      fromDate: '2026-03-09',
      toDate: '2026-03-15',
      platforms: null,
      restaurants: null,
      company: null,
      includeOptions: false,
    });
  });

  it('counts the options chosen in menus as items when the switch asks for it', async () => {
    const bestSent: Sent[] = [];
    serve(company, () => ({ data: anAnswer() }), BEST_ITEMS, bestSent);
    renderAnalytics();
    await screen.findByRole('table', { name: 'Best-selling items of the period' }, FIRST_RENDER);
    await userEvent.click(screen.getByRole('switch', { name: /^Count options as items/ }));
    await waitFor(() => expect(bestSent.at(-1)).toMatchObject({ includeOptions: true }));
    const table = screen.getByRole('table', { name: 'Best-selling items of the period' });
    await waitFor(() =>
      expect(cellsOf(within(table).getAllByRole('row')[1] as HTMLElement)).toEqual([
        'Coca-Cola 33 cl',
        '1',
        '40',
        '72,00 €',
        '0,00 €',
        '5.5 %, 10 %, 20 %',
      ]),
    );
  });

  it('lists each item with its figures under its name on a narrow screen, so no column is cut', async () => {
    await onNarrowScreen(async () => {
      serve(company, () => ({ data: anAnswer() }));
      renderAnalytics();
      const list = await screen.findByRole('list', { name: 'Best-selling items of the period' }, FIRST_RENDER);
      const [, coke] = within(list).getAllByRole('listitem');
      expect(spaced(coke?.textContent ?? '')).toBe(
        '2. Coca-Cola 33 clQuantity 24Revenue 72,00 €Extras 0,00 €VAT rates 5.5 %, 20 %',
      );
      expect(screen.queryByRole('table', { name: 'Best-selling items of the period' })).not.toBeInTheDocument();
    });
  });

  it('says when no item was sold', async () => {
    serve(company, () => ({ data: anAnswer() }), []);
    renderAnalytics();
    expect(await screen.findByText('No item was sold in this period.', {}, FIRST_RENDER)).toBeInTheDocument();
  });

  it('reads its filters from the URL, writes changes back, and sends the company of a User account only', async () => {
    const sent = serve(admin, () => ({ data: anAnswer() }));
    renderAnalytics('/analytics?from=2026-01-01&to=2026-01-31&platforms=PLATFORM_DELIVEROO&company=4');
    await screen.findByRole('table', { name: 'Totals by platform' }, FIRST_RENDER);
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({
        fromDate: '2026-01-01',
        toDate: '2026-01-31',
        platforms: ['PLATFORM_DELIVEROO'],
        restaurants: null,
        company: 4,
      }),
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Platforms' }));
    await userEvent.click(await screen.findByRole('option', { name: /Glovo/, hidden: true }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('platforms=PLATFORM_DELIVEROO%2CPLATFORM_GLOVO'),
    );
    await waitFor(() =>
      expect(sent.at(-1)).toMatchObject({ platforms: ['PLATFORM_DELIVEROO', 'PLATFORM_GLOVO'], company: 4 }),
    );
  });

  it('keeps a company account to its own company', async () => {
    const sent = serve(company, () => ({ data: anAnswer() }));
    renderAnalytics('/analytics?company=4');
    await screen.findByRole('table', { name: 'Totals by platform' }, FIRST_RENDER);
    expect(screen.queryByRole('combobox', { name: 'Companies' })).not.toBeInTheDocument();
    expect(sent[0]).toMatchObject({ company: null });
  });

  it('explains an empty period', async () => {
    const zero: OrderTotals = {
      ...OVERALL,
      total: 0,
      canceled: 0,
      canceledTotal: 0,
      inactivity: 0,
      promo: 0,
      sales: 0,
      totalCommand: 0,
      newClient: 0,
      photoCount: 0,
    };
    serve(company, () => ({
      data: anAnswer({ totalOrder: { overall: zero, byPlatform: [], byRestaurant: [] }, totalOrderDayMap: [] }),
    }));
    renderAnalytics();
    expect(await screen.findByText('Nothing to analyse for these filters', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers a retry when the analytics cannot be loaded', async () => {
    serve(company, () => ({
      data: null,
      errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    }));
    renderAnalytics();
    expect(await screen.findByRole('alert', {}, FIRST_RENDER)).toHaveTextContent('The analytics could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
