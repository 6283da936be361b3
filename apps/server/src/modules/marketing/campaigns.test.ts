import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DRIVERS } from '../../db/testing';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { aCampaign } from './testing/marketing-fixtures';
import { prepareMarketingViewers, restaurantUuidsOf, type MarketingTokens } from './testing/marketing-api';

const FIGURES = 'adSpend impressions clicks totalOrders ordersAfterClick sale';
const CAMPAIGNS = `query($first: Int, $after: String, $fromDate: String!, $toDate: String!, $platforms: [PlatformName!],
  $restaurants: [String!], $company: Int) {
  campaigns(first: $first, after: $after, fromDate: $fromDate, toDate: $toDate, platforms: $platforms, restaurants: $restaurants,
    company: $company) {
    totalCount fromDate toDate
    dailyStats { day ${FIGURES} }
    totals { ${FIGURES} roas }
    pageInfo { hasNextPage endCursor }
    edges { node { id status isAutoBid manualBidAmount budget budgetUnit spent startAt endAt platform
      restaurant { uuid company { uuid } }
      dailyStats { day ${FIGURES} }
      totals { ${FIGURES} roas } } }
  }
}`;

type Figures = {
  adSpend: number;
  impressions: number;
  clicks: number;
  totalOrders: number;
  ordersAfterClick: number;
  sale: number;
};
type Day = Figures & { day: string };
type Totals = Figures & { roas: number | null };
type CampaignPage = {
  totalCount: number;
  fromDate: string;
  toDate: string;
  dailyStats: Day[];
  totals: Totals;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { node: { id: number; spent: number; dailyStats: Day[]; totals: Totals } & Record<string, unknown> }[];
};

const WEEK = { fromDate: '2025-03-10', toDate: '2025-03-16' };
const day = (
  date: string,
  adSpend: number,
  clicks: number,
  totalOrders: number,
  ordersAfterClick: number,
  sale: number,
): Day => ({
  day: date,
  adSpend,
  impressions: clicks * 25,
  clicks,
  totalOrders,
  ordersAfterClick,
  sale,
});

// Paris midnights are 23:00 UTC the day before in March 2025; the two-day demo seed never reaches these weeks.
describe.each(TEST_DRIVERS)('campaigns (%s)', (driver) => {
  let api: TestApi;
  let tokens: MarketingTokens;
  let companyIds: Record<'burger' | 'pizza', number>;
  const ids = { daily: 0, boost: 0, pizza: 0, idle: 0 };
  const dailyDays = [
    day('2025-03-10', 1_500, 30, 12, 3, 7_500),
    day('2025-03-12', 1_200, 24, 10, 2, 5_000),
    day('2025-03-16', 1_000, 20, 9, 1, 2_400),
  ];

  beforeAll(async () => {
    api = await startTestApi(driver);
    ({ tokens, companyIds } = await prepareMarketingViewers(api));
    const db = api.database.db;
    ids.daily = (
      await aCampaign(db, {
        startAt: new Date('2025-03-09T23:00:00Z'),
        days: [...dailyDays, day('2025-03-17', 800, 16, 11, 1, 2_600)],
      })
    ).id;
    ids.boost = (
      await aCampaign(db, {
        platform: 'PLATFORM_DELIVEROO',
        startAt: new Date('2025-03-12T23:00:00Z'),
        endAt: new Date('2025-03-14T23:00:00Z'),
        status: 'ENDED',
        isAutoBid: false,
        manualBidAmount: 60,
        budget: 5_000,
        budgetUnit: 'TOTAL',
        days: [day('2025-03-13', 2_000, 33, 15, 4, 9_800), day('2025-03-14', 0, 0, 14, 0, 0)],
      })
    ).id;
    ids.pizza = (
      await aCampaign(db, {
        company: 'pizza',
        startAt: new Date('2025-03-11T23:00:00Z'),
        budgetUnit: 'WEEKLY',
        budget: 7_000,
        days: [day('2025-03-12', 500, 10, 8, 1, 2_000)],
      })
    ).id;
    ids.idle = (
      await aCampaign(db, {
        platform: 'PLATFORM_GLOVO',
        startAt: new Date('2025-03-14T23:00:00Z'),
        status: 'PAUSED',
        days: [day('2025-03-15', 0, 0, 6, 0, 0)],
      })
    ).id;
    // Ended at Monday 10 00:00 in Paris: not in the week.
    await aCampaign(db, {
      company: 'pizza',
      startAt: new Date('2025-03-02T23:00:00Z'),
      endAt: new Date('2025-03-09T23:00:00Z'),
      status: 'ENDED',
      days: [day('2025-03-05', 900, 18, 7, 2, 4_400)],
    });
  });
  afterAll(async () => {
    await api?.close();
  });

  async function campaigns(token: string, variables: Record<string, unknown>): Promise<CampaignPage> {
    const result = await api.graphql(CAMPAIGNS, { token, variables });
    expect(result.body.errors).toBeUndefined();
    return result.body.data?.campaigns as CampaignPage;
  }

  const idsOf = (page: CampaignPage) => page.edges.map((edge) => edge.node.id);
  const nodeOf = (page: CampaignPage, id: number) => page.edges.find((edge) => edge.node.id === id)?.node;

  it('answers the campaigns of the whole weeks around the dates asked, each with its days and totals to the cent', async () => {
    const page = await campaigns(tokens.admin, { fromDate: '2025-03-15', toDate: '2025-03-15' });
    expect({ fromDate: page.fromDate, toDate: page.toDate }).toEqual(WEEK);
    expect(idsOf(page)).toEqual([ids.idle, ids.boost, ids.pizza, ids.daily]);
    const daily = nodeOf(page, ids.daily);
    expect(daily).toMatchObject({
      status: 'ACTIVE',
      isAutoBid: true,
      manualBidAmount: null,
      budget: 2_000,
      budgetUnit: 'DAILY',
      endAt: null,
      platform: 'PLATFORM_UBER_EAT',
    });
    // spent is the whole campaign's; the days and totals are those of the week.
    expect(daily?.spent).toBe(4_500);
    expect(daily?.dailyStats).toEqual(dailyDays);
    expect(daily?.totals).toEqual({
      adSpend: 3_700,
      impressions: 1_850,
      clicks: 74,
      totalOrders: 31,
      ordersAfterClick: 6,
      sale: 14_900,
      roas: 14_900 / 3_700,
    });
    expect(nodeOf(page, ids.boost)).toMatchObject({
      isAutoBid: false,
      manualBidAmount: 60,
      budgetUnit: 'TOTAL',
      spent: 2_000,
      totals: { adSpend: 2_000, sale: 9_800, roas: 4.9 },
    });
    expect(nodeOf(page, ids.idle)?.totals).toMatchObject({ adSpend: 0, roas: null });
  });

  it('sums each day and the whole period over every campaign of the filter, for the chart', async () => {
    const page = await campaigns(tokens.admin, { ...WEEK, first: 1 });
    expect(page.edges).toHaveLength(1);
    expect(page.dailyStats).toEqual([
      day('2025-03-10', 1_500, 30, 12, 3, 7_500),
      day('2025-03-12', 1_700, 34, 18, 3, 7_000),
      day('2025-03-13', 2_000, 33, 15, 4, 9_800),
      day('2025-03-14', 0, 0, 14, 0, 0),
      day('2025-03-15', 0, 0, 6, 0, 0),
      day('2025-03-16', 1_000, 20, 9, 1, 2_400),
    ]);
    expect(page.totals).toEqual({
      adSpend: 6_200,
      impressions: 2_925,
      clicks: 117,
      totalOrders: 74,
      ordersAfterClick: 11,
      sale: 26_700,
      roas: 26_700 / 6_200,
    });
  });

  it('filters by company, platform and restaurant, and pages', async () => {
    const pizza = await campaigns(tokens.admin, { ...WEEK, company: companyIds.pizza });
    expect(idsOf(pizza)).toEqual([ids.pizza]);
    expect(pizza.totals.adSpend).toBe(500);
    expect(
      idsOf(await campaigns(tokens.admin, { ...WEEK, platforms: ['PLATFORM_DELIVEROO', 'PLATFORM_GLOVO'] })),
    ).toEqual([ids.idle, ids.boost]);
    const [burgerUberEats] = await restaurantUuidsOf(api, companyIds.burger);
    const byRestaurant = await campaigns(tokens.admin, { ...WEEK, restaurants: [burgerUberEats] });
    expect(byRestaurant.edges.every((edge) => (edge.node.restaurant as { uuid: string }).uuid === burgerUberEats)).toBe(
      true,
    );
    const earlier = await campaigns(tokens.admin, { fromDate: '2025-03-05', toDate: '2025-03-05' });
    expect(earlier.totals.adSpend).toBe(900);
    const first = await campaigns(tokens.admin, { ...WEEK, first: 3 });
    const second = await campaigns(tokens.admin, { ...WEEK, first: 3, after: first.pageInfo.endCursor });
    expect([...idsOf(first), ...idsOf(second)]).toEqual([ids.idle, ids.boost, ids.pizza, ids.daily]);
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect(second.totals).toEqual(first.totals);
  });

  it('shows a company with the marketing subscription its own campaigns only, and refuses one without it', async () => {
    const own = await campaigns(tokens.basic, { ...WEEK, company: companyIds.burger });
    expect(own).toMatchObject({ totalCount: 0, edges: [], dailyStats: [], totals: { adSpend: 0, roas: null } });
    const result = await api.graphql(CAMPAIGNS, { token: tokens.basic, variables: WEEK });
    expect((result.body.data?.campaigns as CampaignPage).edges.map((edge) => edge.node.id)).toEqual([ids.pizza]);
    for (const uuid of await restaurantUuidsOf(api, companyIds.burger)) expect(result.text).not.toContain(uuid);
    const refused = await api.graphql(CAMPAIGNS, { token: tokens.company, variables: WEEK });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses a malformed period', async () => {
    const result = await api.graphql(CAMPAIGNS, {
      token: tokens.admin,
      variables: { fromDate: '16/03/2025', toDate: '2025-03-16' },
    });
    expect(result.body.errors?.[0]).toMatchObject({
      message: 'fromDate must be a YYYY-MM-DD date',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('lists the marketing report types of the selector for marketing viewers only', async () => {
    const query = '{ marketingType { value label } }';
    const allowed = await api.graphql(query, { token: tokens.admin });
    expect(allowed.body.data?.marketingType).toEqual([
      { value: 'OFFERS', label: 'marketing.types.offers' },
      { value: 'ADS', label: 'marketing.types.ads' },
    ]);
    expect((await api.graphql(query, { token: tokens.company })).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
