import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { captureStatements } from '../../testing/count-statements';
import { startTestApi, type TestApi } from '../../testing/test-api';

const RESTAURANTS_WITH_EVERYTHING = `query($first: Int, $after: String, $search: String, $platforms: [Int!]) {
  restaurants(first: $first, after: $after, search: $search, platforms: $platforms) {
    totalCount
    pageInfo { hasNextPage endCursor hasPreviousPage startCursor }
    edges { cursor node {
      id uuid title timezone
      platform { id name color picture }
      company { id name uuid restaurants { id } subscriptions { service price } }
      platformData { hasLoginPassword tabletLogin hexagonIDs }
      restaurantKOM { isConnected isOrderable enabled isVisible }
      ratings { period avgRating count tier_1 tier_5 }
      subscriptions { service activated price startedAt }
    } }
  }
}`;

type RestaurantPage = {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null; hasPreviousPage: boolean };
  edges: {
    node: {
      id: number;
      title: string;
      platform: { id: number; name: string };
      ratings: unknown[];
      subscriptions: unknown[];
    };
  }[];
};

describe.each(TEST_DRIVERS)('restaurants (%s)', (driver) => {
  let api: TestApi;
  let adminToken: string;
  beforeAll(async () => {
    api = await startTestApi(driver);
    adminToken = await api.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  });
  afterAll(async () => {
    await api?.close();
  });

  async function listRestaurants(variables: Record<string, unknown>): Promise<RestaurantPage> {
    const result = await api.graphql(RESTAURANTS_WITH_EVERYTHING, { token: adminToken, variables });
    expect(result.body.errors).toBeUndefined();
    return result.body.data?.restaurants as RestaurantPage;
  }

  it('loads a page with all its nested fields in a fixed number of SQL statements (no N+1)', async () => {
    let page: RestaurantPage | undefined;
    const statements = await captureStatements(api.database, async () => {
      page = await listRestaurants({});
    });
    expect(page?.edges.length).toBe(8);
    expect(page?.edges.every((edge) => edge.node.ratings.length > 0 && edge.node.subscriptions.length > 0)).toBe(true);
    // The viewer's account (an administrator's scope needs no query), count + page, then one batch each:
    // platforms, companies, the companies' restaurants, company subscriptions, ratings, restaurant subscriptions.
    expect(statements).toHaveLength(9);
  });

  it('pages with first/after and tells whether more pages exist', async () => {
    const first = await listRestaurants({ first: 3 });
    expect(first.totalCount).toBe(8);
    expect(first.edges).toHaveLength(3);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const rest = await listRestaurants({ first: 10, after: first.pageInfo.endCursor });
    expect(rest.edges).toHaveLength(5);
    expect(rest.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const seen = [...first.edges, ...rest.edges].map((edge) => edge.node.id);
    expect(new Set(seen).size).toBe(8);
  });

  it('filters by platform and by search text', async () => {
    const all = await listRestaurants({});
    const uberEats = all.edges.find((edge) => edge.node.platform.name === 'PLATFORM_UBER_EAT')?.node.platform.id;
    const onUberEats = await listRestaurants({ platforms: [uberEats] });
    expect(onUberEats.totalCount).toBe(2);
    expect(onUberEats.edges.every((edge) => edge.node.platform.name === 'PLATFORM_UBER_EAT')).toBe(true);
    const pizza = await listRestaurants({ search: 'pizza' });
    expect(pizza.totalCount).toBeGreaterThan(0);
    expect(pizza.edges.every((edge) => /pizza/i.test(edge.node.title))).toBe(true);
    expect((await listRestaurants({ search: '%' })).totalCount).toBe(0);
  });

  it('refuses a cursor it did not issue', async () => {
    const result = await api.graphql('{ restaurants(after: "bogus") { totalCount } }', { token: adminToken });
    expect(result.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
