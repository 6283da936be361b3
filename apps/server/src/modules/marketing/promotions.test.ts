import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { aCart } from '../orders/testing/a-cart';
import { aPromotion } from './testing/marketing-fixtures';
import { prepareMarketingViewers, restaurantUuidsOf, type MarketingTokens } from './testing/marketing-api';

const PROMOTIONS = `query($first: Int, $after: String, $fromDate: String!, $toDate: String!, $platforms: [PlatformName!],
  $restaurants: [String!], $company: Int, $status: [MarketingStatus!]) {
  promotions(first: $first, after: $after, fromDate: $fromDate, toDate: $toDate, platforms: $platforms, restaurants: $restaurants,
    company: $company, status: $status) {
    totalCount fromDate toDate
    totals { orders sales discount }
    pageInfo { hasNextPage endCursor }
    edges { node { id status type startAt endAt budget budgetSpent platform
      option { minimumPurchase promotionValue itemsCount isPercent items }
      restaurant { uuid company { uuid } }
      results { orders sales discount } } }
  }
}`;

type Results = { orders: number; sales: number; discount: number };
type PromotionPage = {
  totalCount: number;
  fromDate: string;
  toDate: string;
  totals: Results;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { node: { id: number; status: string; platform: string; restaurant: { uuid: string }; results: Results } }[];
};

// Paris is UTC+1 in March 2025 until the 30th: a Paris midnight is 23:00 UTC the day before. The two-day demo seed
// never reaches these weeks, so these offers and orders are the only ones in them.
const WEEK = { fromDate: '2025-03-10', toDate: '2025-03-16' };
const NONE: Results = { orders: 0, sales: 0, discount: 0 };

describe.each(TEST_DRIVERS)('promotions (%s)', (driver) => {
  let api: TestApi;
  let tokens: MarketingTokens;
  let companyIds: Record<'burger' | 'pizza', number>;
  const ids = { basket: 0, freeDelivery: 0, deliveroo: 0, pizza: 0 };

  beforeAll(async () => {
    api = await startTestApi(driver);
    ({ tokens, companyIds } = await prepareMarketingViewers(api));
    const db = api.database.db;
    // Monday 10 to Wednesday 12 (Paris), then from Wednesday noon until further notice: both run on Wednesday
    // afternoon.
    ids.basket = (
      await aPromotion(db, {
        startAt: new Date('2025-03-09T23:00:00Z'),
        endAt: new Date('2025-03-12T23:00:00Z'),
        status: 'ENDED',
        budget: 10_000,
        budgetSpent: 900,
      })
    ).id;
    ids.freeDelivery = (
      await aPromotion(db, { startAt: new Date('2025-03-12T12:00:00Z'), endAt: null, type: 'FREE_DELIVERY' })
    ).id;
    ids.deliveroo = (
      await aPromotion(db, {
        platform: 'PLATFORM_DELIVEROO',
        startAt: new Date('2025-03-01T23:00:00Z'),
        endAt: new Date('2025-03-05T23:00:00Z'),
        status: 'ENDED',
      })
    ).id;
    ids.pizza = (
      await aPromotion(db, {
        company: 'pizza',
        startAt: new Date('2025-03-10T23:00:00Z'),
        endAt: new Date('2025-03-14T23:00:00Z'),
        status: 'PAUSED',
      })
    ).id;
    // Just outside the week on either side: ends at Monday 10 00:00 Paris, starts at Monday 17 00:00 Paris.
    await aPromotion(db, {
      platform: 'PLATFORM_GLOVO',
      startAt: new Date('2025-03-02T23:00:00Z'),
      endAt: new Date('2025-03-09T23:00:00Z'),
      status: 'ENDED',
    });
    await aPromotion(db, {
      platform: 'PLATFORM_GLOVO',
      startAt: new Date('2025-03-16T23:00:00Z'),
      status: 'SCHEDULED',
    });
    const order = (createdAt: string, subtotal: number, promo: number, extra: Parameters<typeof aCart>[1] = {}) =>
      aCart(db, {
        status: 'COMPLETED',
        createdAt: new Date(createdAt),
        subtotal,
        promo,
        total: subtotal - promo,
        ...extra,
      });
    await order('2025-03-09T23:30:00Z', 1_000, 100); // 00:30 on Monday in Paris: the basket offer's first order
    await order('2025-03-10T12:00:00Z', 2_000, 300);
    await order('2025-03-11T19:00:00Z', 2_500, 500);
    await order('2025-03-11T20:00:00Z', 1_800, 0); // no discount: used no offer
    await order('2025-03-12T13:00:00Z', 1_800, 400); // both run: the one started last takes it
    await order('2025-03-12T14:00:00Z', 2_200, 250, { status: 'CANCELED' });
    await order('2025-03-15T12:00:00Z', 1_500, 200);
    await order('2025-03-11T12:00:00Z', 2_100, 350, { company: 'pizza' });
    await order('2025-03-04T12:00:00Z', 1_900, 190, { platform: 'PLATFORM_DELIVEROO' });
  });
  afterAll(async () => {
    await api?.close();
  });

  async function promotions(token: string, variables: Record<string, unknown>): Promise<PromotionPage> {
    const result = await api.graphql(PROMOTIONS, { token, variables });
    expect(result.body.errors).toBeUndefined();
    return result.body.data?.promotions as PromotionPage;
  }

  const idsOf = (page: PromotionPage) => page.edges.map((edge) => edge.node.id);

  it('answers the offers that ran during the whole weeks around the dates asked, with their results to the cent', async () => {
    const page = await promotions(tokens.admin, { fromDate: '2025-03-12', toDate: '2025-03-13' });
    expect({ fromDate: page.fromDate, toDate: page.toDate }).toEqual(WEEK);
    expect(idsOf(page)).toEqual([ids.freeDelivery, ids.pizza, ids.basket]);
    const results = Object.fromEntries(page.edges.map((edge) => [edge.node.id, edge.node.results]));
    expect(results[ids.basket]).toEqual({ orders: 3, sales: 5_500, discount: 900 });
    expect(results[ids.freeDelivery]).toEqual({ orders: 2, sales: 3_300, discount: 600 });
    expect(results[ids.pizza]).toEqual({ orders: 1, sales: 2_100, discount: 350 });
    expect(page.totals).toEqual({ orders: 6, sales: 10_900, discount: 1_850 });
    expect(page.edges[2]?.node).toMatchObject({
      status: 'ENDED',
      type: 'BASKET_DISCOUNT',
      startAt: '2025-03-09T23:00:00.000Z',
      endAt: '2025-03-12T23:00:00.000Z',
      budget: 10_000,
      budgetSpent: 900,
      platform: 'PLATFORM_UBER_EAT',
      option: { minimumPurchase: 1_500, promotionValue: 20, itemsCount: null, isPercent: true, items: [] },
    });
  });

  it('snaps a single day, a Sunday or a Monday to its whole week', async () => {
    for (const [fromDate, toDate] of [
      ['2025-03-16', '2025-03-16'],
      ['2025-03-10', '2025-03-10'],
      ['2025-03-11', '2025-03-13'],
    ]) {
      const page = await promotions(tokens.admin, { fromDate, toDate });
      expect({ fromDate: page.fromDate, toDate: page.toDate }).toEqual(WEEK);
      expect(page.totalCount).toBe(3);
    }
    const twoWeeks = await promotions(tokens.admin, { fromDate: '2025-03-05', toDate: '2025-03-11' });
    expect({ fromDate: twoWeeks.fromDate, toDate: twoWeeks.toDate }).toEqual({
      fromDate: '2025-03-03',
      toDate: '2025-03-16',
    });
    expect(twoWeeks.totalCount).toBe(5);
    expect(twoWeeks.totals.discount).toBe(1_850 + 190);
  });

  it('filters by company, platform, restaurant and status, with totals over the same filter', async () => {
    const [pizzaUberEats] = await restaurantUuidsOf(api, companyIds.pizza);
    const burger = await promotions(tokens.admin, { ...WEEK, company: companyIds.burger });
    expect(idsOf(burger)).toEqual([ids.freeDelivery, ids.basket]);
    expect(burger.totals).toEqual({ orders: 5, sales: 8_800, discount: 1_500 });
    const deliveroo = await promotions(tokens.admin, {
      fromDate: '2025-03-05',
      toDate: '2025-03-05',
      platforms: ['PLATFORM_DELIVEROO'],
    });
    expect(idsOf(deliveroo)).toEqual([ids.deliveroo]);
    expect(deliveroo.edges[0]?.node.results).toEqual({ orders: 1, sales: 1_900, discount: 190 });
    const pizzaPage = await promotions(tokens.admin, { ...WEEK, restaurants: [pizzaUberEats] });
    expect(idsOf(pizzaPage)).toEqual(pizzaUberEats ? [ids.pizza] : []);
    expect(idsOf(await promotions(tokens.admin, { ...WEEK, status: ['PAUSED'] }))).toEqual([ids.pizza]);
    const running = await promotions(tokens.admin, { ...WEEK, status: ['ACTIVE', 'ENDED'] });
    expect(idsOf(running)).toEqual([ids.freeDelivery, ids.basket]);
    expect(running.totals.discount).toBe(1_500);
  });

  it('pages through the offers, latest started first, with the totals of the whole filter on every page', async () => {
    const first = await promotions(tokens.admin, { ...WEEK, first: 2 });
    expect(idsOf(first)).toEqual([ids.freeDelivery, ids.pizza]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await promotions(tokens.admin, { ...WEEK, first: 2, after: first.pageInfo.endCursor });
    expect(idsOf(second)).toEqual([ids.basket]);
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect(second.totalCount).toBe(3);
    expect(second.totals).toEqual(first.totals);
  });

  it('shows a company with the marketing subscription its own offers only', async () => {
    const burgerUuids = await restaurantUuidsOf(api, companyIds.burger);
    const own = await promotions(tokens.basic, WEEK);
    expect(idsOf(own)).toEqual([ids.pizza]);
    expect(own.totals).toEqual({ orders: 1, sales: 2_100, discount: 350 });
    for (const variables of [
      { ...WEEK, company: companyIds.burger },
      { ...WEEK, restaurants: burgerUuids },
    ]) {
      const result = await api.graphql(PROMOTIONS, { token: tokens.basic, variables });
      expect(result.body.data?.promotions).toMatchObject({ totalCount: 0, edges: [], totals: NONE });
      for (const uuid of burgerUuids) expect(result.text).not.toContain(uuid);
    }
  });

  it('refuses the accounts without marketing, the premium company and an administrator acting as it included', async () => {
    const refused = [
      { token: tokens.company, code: 'FORBIDDEN' },
      { token: tokens.manager, code: 'FORBIDDEN' },
      { token: tokens.app, code: 'FORBIDDEN' },
      // Acting as another account gives that account's rights only (README): the premium company has no marketing.
      { token: tokens.admin, switchUser: DEMO_ACCOUNTS.company.email, code: 'FORBIDDEN' },
      { token: undefined, code: 'UNAUTHENTICATED' },
    ];
    for (const { token, switchUser, code } of refused) {
      const result = await api.graphql(PROMOTIONS, { token, switchUser, variables: WEEK });
      expect(result.body.data?.promotions ?? null).toBeNull();
      expect(result.body.errors?.[0]?.extensions?.code).toBe(code);
    }
    const asAdministrator = await promotions(tokens.admin, { ...WEEK, company: companyIds.burger });
    expect(asAdministrator.totalCount).toBe(2);
  });

  it.each([
    [{ fromDate: '2025-3-10', toDate: '2025-03-16' }, 'fromDate must be a YYYY-MM-DD date'],
    [{ fromDate: '2025-02-30', toDate: '2025-03-16' }, 'fromDate must be a YYYY-MM-DD date'],
    [{ fromDate: '2025-03-10', toDate: 'next week' }, 'toDate must be a YYYY-MM-DD date'],
    [{ fromDate: '2025-03-16', toDate: '2025-03-10' }, 'toDate must not be before fromDate'],
    [{ ...WEEK, restaurants: ['not-a-uuid'] }, 'restaurants must be restaurant uuids'],
    [{ ...WEEK, after: 'bogus' }, 'Invalid cursor'],
    [{ ...WEEK, first: -1 }, '"first" must be zero or more'],
  ])('refuses %j', async (variables, message) => {
    const result = await api.graphql(PROMOTIONS, { token: tokens.admin, variables });
    expect(result.body.data?.promotions ?? null).toBeNull();
    expect(result.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });
});
