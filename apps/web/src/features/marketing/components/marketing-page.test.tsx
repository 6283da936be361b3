import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@comptoir/domain';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { refreshSession } from '../../../lib/session';
import { anAccount, profileAnswer } from '../../../test/accounts';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import type { CampaignsPage } from '../api/campaigns-query';
import type { PromotionsPage } from '../api/promotions-query';
import { MarketingPage } from './marketing-page';

const admin = anAccount('User', ['ROLE_ADMINISTRATOR']);
const NOW = new Date('2025-03-12T10:00:00Z');
const restaurant = {
  uuid: 'r-1',
  title: 'Demo Burger Bastille',
  timezone: 'Europe/Paris',
  platform: { name: 'PLATFORM_UBER_EAT' as const },
};

const PROMOTIONS: PromotionsPage = {
  totalCount: 1,
  fromDate: '2025-03-10',
  toDate: '2025-03-16',
  totals: { orders: 3, sales: 5_500, discount: 900 },
  pageInfo: { hasNextPage: false, endCursor: null },
  edges: [
    {
      node: {
        id: 1,
        status: 'ENDED',
        type: 'BASKET_DISCOUNT',
        startAt: '2025-03-09T23:00:00.000Z',
        endAt: '2025-03-12T23:00:00.000Z',
        budget: 10_000,
        budgetSpent: 900,
        option: { minimumPurchase: 1_500, promotionValue: 20, itemsCount: null, isPercent: true, items: [] },
        restaurant,
        results: { orders: 3, sales: 5_500, discount: 900 },
      },
    },
  ],
};

const day = (date: string, adSpend: number, sale: number) => ({
  day: date,
  adSpend,
  clicks: 30,
  ordersAfterClick: 3,
  totalOrders: 12,
  sale,
});

const CAMPAIGNS: CampaignsPage = {
  totalCount: 1,
  fromDate: '2025-03-10',
  toDate: '2025-03-16',
  dailyStats: [day('2025-03-10', 1_500, 7_500), day('2025-03-11', 1_200, 5_000)],
  totals: { adSpend: 2_700, clicks: 60, ordersAfterClick: 6, totalOrders: 24, sale: 12_500, roas: 12_500 / 2_700 },
  pageInfo: { hasNextPage: false, endCursor: null },
  edges: [
    {
      node: {
        id: 9,
        status: 'ACTIVE',
        isAutoBid: false,
        manualBidAmount: 60,
        budget: 2_000,
        budgetUnit: 'DAILY',
        spent: 4_500,
        startAt: '2025-03-09T23:00:00.000Z',
        endAt: null,
        restaurant,
        totals: { adSpend: 2_700, clicks: 60, ordersAfterClick: 6, sale: 12_500, roas: 12_500 / 2_700 },
      },
    },
  ],
};

type Sent = { query: string; variables: Record<string, unknown> };

function serve(answers: { promotions?: () => unknown; campaigns?: () => unknown } = {}) {
  localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
  refreshSession();
  const sent: Sent[] = [];
  mockGraphQL(({ query, variables }) => {
    if (query.includes('query Profile')) return { json: profileAnswer(admin) };
    if (query.includes('query MarketingType')) {
      return {
        json: {
          data: {
            marketingType: [
              { value: 'OFFERS', label: 'marketing.types.offers' },
              { value: 'ADS', label: 'marketing.types.ads' },
            ],
          },
        },
      };
    }
    if (query.includes('query Promotions')) {
      sent.push({ query: 'Promotions', variables });
      return { json: answers.promotions ? answers.promotions() : { data: { promotions: PROMOTIONS } } };
    }
    if (query.includes('query Campaigns')) {
      sent.push({ query: 'Campaigns', variables });
      return { json: answers.campaigns ? answers.campaigns() : { data: { campaigns: CAMPAIGNS } } };
    }
    if (query.includes('query RestaurantOptions')) return { json: { data: { restaurants: { edges: [] } } } };
    if (query.includes('query CompanyOptions')) return { json: { data: { companys: { edges: [] } } } };
    return { json: { data: null, errors: [{ message: 'not mocked', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] } };
  });
  return sent;
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderMarketing(url = '/marketing') {
  renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <MarketingPage now={NOW} />
      <LocationProbe />
    </MemoryRouter>,
  );
}

const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

describe('MarketingPage', () => {
  it('shows the offers of the current week by default, with what each gave and cost', async () => {
    const sent = serve();
    renderMarketing();
    const table = await screen.findByRole('table', { name: 'Offers of the period' });
    const cells = within(within(table).getAllByRole('row')[1] as HTMLElement)
      .getAllByRole('cell')
      .map(text);
    expect(cells).toEqual([
      'Demo Burger Bastille',
      'Basket discount',
      '-20 % from 15,00 €',
      'Whole basket',
      '10-03-2025 – 12-03-2025',
      'Ended',
      '9,00 € of 100,00 €',
      '3',
      '55,00 €',
      '9,00 €',
    ]);
    expect(text(screen.getByTestId('figure-discount'))).toBe('9,00 €');
    expect(sent[0]).toEqual({
      query: 'Promotions',
      variables: {
        first: 50,
        after: null,
        fromDate: '2025-03-10',
        toDate: '2025-03-16',
        platforms: null,
        restaurants: null,
        company: null,
      },
    });
  });

  it('switches to the ads, kept in the URL, with the campaigns and their days', async () => {
    const sent = serve();
    renderMarketing('/marketing?from=2025-03-12&to=2025-03-13');
    await screen.findByRole('table', { name: 'Offers of the period' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Marketing type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ads', hidden: true }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('?from=2025-03-10&to=2025-03-16&type=ads'),
    );
    const campaigns = await screen.findByRole('table', { name: 'Ad campaigns of the period' });
    const cells = within(within(campaigns).getAllByRole('row')[1] as HTMLElement)
      .getAllByRole('cell')
      .map(text);
    expect(cells).toEqual([
      'Demo Burger Bastille',
      'Active',
      'Since 10-03-2025',
      '0,60 € per click',
      '20,00 € per day',
      '45,00 €',
      '27,00 €',
      '60',
      '6',
      '125,00 €',
      '4.63',
    ]);
    const days = screen.getByRole('table', { name: 'Ads day by day' });
    const secondDay = within(days).getAllByRole('row')[2] as HTMLElement;
    expect(within(secondDay).getAllByRole('cell').map(text)).toEqual([
      'Tue 11 Mar',
      '12,00 €',
      '30',
      '3',
      '12',
      '50,00 €',
    ]);
    expect(screen.getByRole('img', { name: 'Ad spend and sales after a click, day by day' })).toBeInTheDocument();
    expect(text(screen.getByTestId('figure-roas'))).toBe('4.63');
    expect(sent.at(-1)).toMatchObject({
      query: 'Campaigns',
      variables: { fromDate: '2025-03-10', toDate: '2025-03-16' },
    });
  });

  it('explains an empty period', async () => {
    serve({
      campaigns: () => ({
        data: {
          campaigns: {
            ...CAMPAIGNS,
            totalCount: 0,
            edges: [],
            dailyStats: [],
            totals: { ...CAMPAIGNS.totals, roas: null },
          },
        },
      }),
    });
    renderMarketing('/marketing?type=ads');
    expect(await screen.findByText('No ad campaign ran during these weeks')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /day by day/ })).not.toBeInTheDocument();
  });

  it('offers a retry when the offers cannot be loaded', async () => {
    serve({
      promotions: () => ({ data: null, errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
    });
    renderMarketing();
    expect(await screen.findByRole('alert')).toHaveTextContent('The offers could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
