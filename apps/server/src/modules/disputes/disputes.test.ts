import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDisputes, restaurants } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { aDispute } from './testing/a-dispute';

const LIST = `query($fromDate: String!, $toDate: String!, $isToBeDisputed: Boolean, $status: DisputeStatus, $platforms: [PlatformName!],
  $restaurants: [String!], $first: Int, $after: String) {
  orderDispute(fromDate: $fromDate, toDate: $toDate, isToBeDisputed: $isToBeDisputed, status: $status, platforms: $platforms,
    restaurants: $restaurants, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id status isToBeDisputed displayOrderId incorrectPrice platform responseChannel
      dishes { name price problem } restaurant { uuid title } order { id displayId } } }
  }
}`;

const SUMMARY = `query($fromDate: String!, $toDate: String!) {
  disputeSummary(fromDate: $fromDate, toDate: $toDate) { count toDispute disputed pending won lost expired incorrectPrice recovered }
}`;

const FOR_CART = `query($orderId: String!, $restaurant: String!) {
  getDisputeForCart(orderId: $orderId, restaurant: $restaurant) { id displayOrderId status order { id displayId } }
}`;

type Node = {
  id: number;
  status: string;
  isToBeDisputed: boolean;
  displayOrderId: string;
  platform: string;
  responseChannel: string;
  order: { id: number } | null;
};
type Connection = {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { node: Node }[];
};

// A week of 2025 the two-day demo seed never reaches: the disputes here are the only ones in it.
const WEEK = { fromDate: '2025-03-10', toDate: '2025-03-16' };
const at = (day: number, hour = 12) => new Date(Date.UTC(2025, 2, day, hour));

describe.each(TEST_DRIVERS)('disputes (%s)', (driver) => {
  let api: TestApi;
  const tokens = { company: '', basic: '', admin: '', manager: '' };
  const ids = { open: 0, overdue: 0, disputed: 0, won: 0, lost: 0, pizza: 0, nextDay: 0 };

  beforeAll(async () => {
    api = await startTestApi(driver);
    for (const key of Object.keys(tokens) as (keyof typeof tokens)[])
      tokens[key] = await api.signIn(DEMO_ACCOUNTS[key].email, DEMO_ACCOUNTS[key].password);
    const db = api.database.db;
    const future = new Date(Date.now() + 86_400_000);
    ids.open = (await aDispute(db, { createdAt: at(10), deadlineAt: future })).dispute.id;
    ids.overdue = (await aDispute(db, { createdAt: at(11), deadlineAt: at(13) })).dispute.id;
    ids.disputed = (await aDispute(db, { createdAt: at(12), status: 'DISPUTED' })).dispute.id;
    ids.won = (
      await aDispute(db, { createdAt: at(13), status: 'WON', incorrectPrice: 2_000, refundedPrice: 1_500 })
    ).dispute.id;
    ids.lost = (
      await aDispute(db, { createdAt: at(14), status: 'LOST', cart: { platform: 'PLATFORM_JUST_EAT' } })
    ).dispute.id;
    ids.pizza = (await aDispute(db, { createdAt: at(14), deadlineAt: future, cart: { company: 'pizza' } })).dispute.id;
    // The 16th ends at 23:00 UTC in Paris: this one belongs to the 17th there.
    ids.nextDay = (await aDispute(db, { createdAt: new Date('2025-03-16T23:30:00Z'), deadlineAt: future })).dispute.id;
  });
  afterAll(async () => {
    await api?.close();
  });

  async function list(token: string, variables: Record<string, unknown>): Promise<Connection> {
    const result = await api.graphql(LIST, { token, variables: { ...WEEK, ...variables } });
    expect(result.body.errors).toBeUndefined();
    return result.body.data?.orderDispute as Connection;
  }
  const idsOf = (page: Connection) => page.edges.map((edge) => edge.node.id);

  it('lists the company’s disputes newest first, an overdue one as EXPIRED, never another company’s', async () => {
    const page = await list(tokens.company, {});
    expect(idsOf(page)).toEqual([ids.lost, ids.won, ids.disputed, ids.overdue, ids.open]);
    expect(page.totalCount).toBe(5);
    const byId = new Map(page.edges.map((edge) => [edge.node.id, edge.node]));
    expect(byId.get(ids.overdue)).toMatchObject({ status: 'EXPIRED', isToBeDisputed: false });
    expect(byId.get(ids.open)).toMatchObject({
      status: 'TO_DISPUTE',
      isToBeDisputed: true,
      platform: 'PLATFORM_UBER_EAT',
      responseChannel: 'PARTNER_PORTAL',
    });
    expect(byId.get(ids.lost)).toMatchObject({ platform: 'PLATFORM_JUST_EAT', responseChannel: 'PLATFORM_API' });
    expect(byId.get(ids.open)?.order).not.toBeNull();
    expect(idsOf(await list(tokens.admin, {}))).toContain(ids.pizza);
  });

  it('filters to be disputed, by status, platform and restaurant, and pages', async () => {
    expect(idsOf(await list(tokens.company, { isToBeDisputed: true }))).toEqual([ids.open]);
    expect(idsOf(await list(tokens.company, { isToBeDisputed: false }))).toEqual([
      ids.lost,
      ids.won,
      ids.disputed,
      ids.overdue,
    ]);
    expect(idsOf(await list(tokens.company, { status: 'EXPIRED' }))).toEqual([ids.overdue]);
    expect(idsOf(await list(tokens.company, { platforms: ['PLATFORM_JUST_EAT'] }))).toEqual([ids.lost]);
    const [dispute] = await api.database.db
      .select({ uuid: restaurants.uuid })
      .from(orderDisputes)
      .innerJoin(restaurants, eq(restaurants.id, orderDisputes.restaurantId))
      .where(eq(orderDisputes.id, ids.lost));
    expect(idsOf(await list(tokens.company, { restaurants: [dispute?.uuid] }))).toEqual([ids.lost]);
    const first = await list(tokens.company, { first: 2 });
    expect(first).toMatchObject({ totalCount: 5, pageInfo: { hasNextPage: true } });
    const second = await list(tokens.company, { first: 2, after: first.pageInfo.endCursor });
    expect(idsOf(second)).toEqual([ids.disputed, ids.overdue]);
    expect(idsOf(await list(tokens.company, { fromDate: '2025-03-17', toDate: '2025-03-17' }))).toEqual([ids.nextDay]);
  });

  it('sums what the disputes brought back', async () => {
    const result = await api.graphql(SUMMARY, { token: tokens.company, variables: WEEK });
    expect(result.body.data?.disputeSummary).toEqual({
      count: 5,
      toDispute: 1,
      disputed: 3,
      pending: 1,
      won: 1,
      lost: 1,
      expired: 1,
      incorrectPrice: 4 * 1_150 + 2_000,
      recovered: 1_500,
    });
  });

  it('refuses companies without the dispute service, account managers and visitors', async () => {
    for (const token of [tokens.basic, tokens.manager]) {
      for (const query of [LIST, SUMMARY]) {
        const result = await api.graphql(query, { token, variables: WEEK });
        expect(result.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
    }
    expect((await api.graphql(LIST, { variables: WEEK })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    [{ fromDate: '2025-3-10' }, 'fromDate must be a YYYY-MM-DD date'],
    [{ toDate: '2025-02-30' }, 'toDate must be a YYYY-MM-DD date'],
    [{ restaurants: ['nope'] }, 'restaurants must be restaurant uuids'],
    [{ after: 'bogus' }, 'Invalid cursor'],
    [{ first: -1 }, '"first" must be zero or more'],
  ])('refuses %j', async (variables, message) => {
    const result = await api.graphql(LIST, { token: tokens.company, variables: { ...WEEK, ...variables } });
    expect(result.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  describe('getDisputeForCart', () => {
    async function forCart(token: string, orderId: string, restaurant: string) {
      const result = await api.graphql(FOR_CART, { token, variables: { orderId, restaurant } });
      return result;
    }

    it('finds a Glovo order (platform 4) by the last 4 characters of its display id, others by the full id', async () => {
      const glovo = await aDispute(api.database.db, { cart: { platform: 'PLATFORM_GLOVO', displayId: 'GLOVOX7K2P' } });
      const [glovoRestaurant] = await api.database.db
        .select({ uuid: restaurants.uuid })
        .from(restaurants)
        .where(eq(restaurants.id, glovo.cart.restaurantId));
      const short = await forCart(tokens.company, '7K2P', glovoRestaurant?.uuid ?? '');
      expect(short.body.data?.getDisputeForCart).toMatchObject({ id: glovo.dispute.id, order: { id: glovo.cart.id } });
      const uber = await aDispute(api.database.db, { cart: { displayId: 'UB12345' } });
      const [uberRestaurant] = await api.database.db
        .select({ uuid: restaurants.uuid })
        .from(restaurants)
        .where(eq(restaurants.id, uber.cart.restaurantId));
      expect(
        (await forCart(tokens.company, 'UB12345', uberRestaurant?.uuid ?? '')).body.data?.getDisputeForCart,
      ).toMatchObject({ id: uber.dispute.id });
      expect(
        (await forCart(tokens.company, '2345', uberRestaurant?.uuid ?? '')).body.data?.getDisputeForCart,
      ).toBeNull();
    });

    it('answers null for another company’s order or an unknown one, and refuses a malformed restaurant', async () => {
      const pizza = await aDispute(api.database.db, { cart: { company: 'pizza', displayId: 'PZ4242' } });
      const [restaurant] = await api.database.db
        .select({ uuid: restaurants.uuid })
        .from(restaurants)
        .where(eq(restaurants.id, pizza.cart.restaurantId));
      expect((await forCart(tokens.company, 'PZ4242', restaurant?.uuid ?? '')).body.data?.getDisputeForCart).toBeNull();
      expect(
        (await forCart(tokens.admin, 'PZ4242', restaurant?.uuid ?? '')).body.data?.getDisputeForCart,
      ).toMatchObject({ id: pizza.dispute.id });
      expect((await forCart(tokens.admin, 'NOPE', restaurant?.uuid ?? '')).body.data?.getDisputeForCart).toBeNull();
      const malformed = await forCart(tokens.company, 'PZ4242', 'not-a-uuid');
      expect(malformed.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect((await forCart(tokens.basic, 'PZ4242', restaurant?.uuid ?? '')).body.errors?.[0]?.extensions?.code).toBe(
        'FORBIDDEN',
      );
    });
  });
});
