import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, platformCalls, platforms, restaurants, type RestaurantRow } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAMES } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { enqueuePlatformCall } from '../../platforms/outbound/enqueue';
import { STORE_CALL_ACTIONS } from '../../platforms/outbound/queue-store-call';
import { captureStatements } from '../../testing/count-statements';
import { startTestApi, type TestApi } from '../../testing/test-api';

const GOOD = { login: 'tablet@burger.test', password: 'right-password' };

const CHECK_LOGIN = `mutation($restaurant: String!, $login: String!, $password: String!) {
  checkLoginPlatform(restaurant: $restaurant, tabletLogin: $login, tabletPassword: $password) {
    platformData { hasLoginPassword tabletLogin } restaurantKOM { isConnected } } }`;
const RECHECK = `mutation($uuid: String!) { restaurantLoginTabletCheck(restaurantUuid: $uuid) {
  platformData { hasLoginPassword } restaurantKOM { isConnected } } }`;

describe.each(TEST_DRIVERS)("a restaurant's platform (%s)", (driver) => {
  let api: TestApi;
  let token: string;
  let accepted = GOOD;
  let burger: RestaurantRow[];
  let pizza: RestaurantRow;

  beforeAll(async () => {
    api = await startTestApi(
      driver,
      {},
      {
        checkStoreCredentials: async (_restaurant, login, password) =>
          login === accepted.login && password === accepted.password ? 'accepted' : 'refused',
      },
    );
    token = await api.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
    const rows = await api.database.db
      .select({ restaurant: restaurants, company: companies.name })
      .from(restaurants)
      .innerJoin(companies, eq(companies.id, restaurants.companyId));
    burger = rows.filter((row) => row.company === DEMO_COMPANY_NAMES.burger).map((row) => row.restaurant);
    const other = rows.find((row) => row.company !== DEMO_COMPANY_NAMES.burger);
    if (!other || burger.length < 2) throw new Error('demo restaurants missing');
    pizza = other.restaurant;
  });
  afterAll(async () => {
    await api?.close();
  });

  function first(): RestaurantRow {
    const restaurant = burger[0];
    if (!restaurant) throw new Error('no restaurant');
    return restaurant;
  }

  it('saves tablet credentials only once the platform accepts them', async () => {
    const restaurant = first();
    const wrong = await api.graphql(CHECK_LOGIN, {
      token,
      variables: { restaurant: restaurant.uuid, login: GOOD.login, password: 'wrong' },
    });
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe('WRONG_CREDENTIALS');
    const [unchanged] = await api.database.db.select().from(restaurants).where(eq(restaurants.id, restaurant.id));
    expect(unchanged?.platformData?.tabletPass ?? null).not.toBe('wrong');

    const saved = await api.graphql(CHECK_LOGIN, { token, variables: { restaurant: restaurant.uuid, ...GOOD } });
    expect(saved.body.data?.checkLoginPlatform).toEqual({
      platformData: { hasLoginPassword: true, tabletLogin: GOOD.login },
      restaurantKOM: { isConnected: true },
    });
    // Stored for the platform adapters, never sent back: not to the company, not to an administrator.
    const admin = await api.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    for (const reader of [token, admin]) {
      const read = await api.graphql(
        '{ restaurants(first: 100) { edges { node { uuid platformData { hasLoginPassword tabletPass } } } } }',
        { token: reader },
      );
      const edges = (read.body.data?.restaurants as { edges: { node: { uuid: string; platformData: unknown } }[] })
        .edges;
      expect(edges.find((edge) => edge.node.uuid === restaurant.uuid)?.node.platformData).toEqual({
        hasLoginPassword: true,
        tabletPass: null,
      });
    }
  });

  it('refuses empty credentials and restaurants out of scope', async () => {
    const empty = await api.graphql(CHECK_LOGIN, {
      token,
      variables: { restaurant: first().uuid, login: ' ', password: '' },
    });
    expect(empty.body.errors?.[0]).toMatchObject({ message: 'field_required', extensions: { code: 'BAD_USER_INPUT' } });
    const other = await api.graphql(CHECK_LOGIN, { token, variables: { restaurant: pizza.uuid, ...GOOD } });
    expect(other.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const recheck = await api.graphql(RECHECK, { token, variables: { uuid: pizza.uuid } });
    expect(recheck.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('re-checks the stored credentials: connected while the platform accepts them, not once it refuses them', async () => {
    const restaurant = first();
    await api.graphql(CHECK_LOGIN, { token, variables: { restaurant: restaurant.uuid, ...GOOD } });
    const ok = await api.graphql(RECHECK, { token, variables: { uuid: restaurant.uuid } });
    expect(ok.body.data?.restaurantLoginTabletCheck).toEqual({
      platformData: { hasLoginPassword: true },
      restaurantKOM: { isConnected: true },
    });

    accepted = { login: GOOD.login, password: 'changed-on-the-platform' };
    const refused = await api.graphql(RECHECK, { token, variables: { uuid: restaurant.uuid } });
    accepted = GOOD;
    expect(refused.body.data?.restaurantLoginTabletCheck).toEqual({
      platformData: { hasLoginPassword: true },
      restaurantKOM: { isConnected: false },
    });
  });

  it("shows each restaurant's latest pause and busy change, in one query for all restaurants", async () => {
    const [uberEats, other] = burger;
    if (!uberEats || !other) throw new Error('no restaurants');
    const db = api.database.db;
    const call = { method: 'POST' as const, path: '/store/status' };
    const record = (restaurantId: number, action: string, withCall: boolean) =>
      enqueuePlatformCall(db, {
        platform: 'PLATFORM_UBER_EAT',
        cartId: null,
        restaurantId,
        action,
        call: withCall ? call : null,
      });
    await record(uberEats.id, STORE_CALL_ACTIONS.pause, true);
    const unpauseId = await record(uberEats.id, STORE_CALL_ACTIONS.unpause, true);
    await db
      .update(platformCalls)
      .set({ status: 'failed', lastError: 'HTTP 503' })
      .where(eq(platformCalls.id, unpauseId));
    const busyId = await record(other.id, STORE_CALL_ACTIONS.busy, false);
    await db
      .update(platformCalls)
      .set({ lastError: 'Just Eat has no busy-mode call' })
      .where(eq(platformCalls.id, busyId));
    await record(other.id, 'accept', true);

    const query = '{ restaurants { edges { node { uuid lastPlatformChanges { action status message at } } } } }';
    let body: Awaited<ReturnType<TestApi['graphql']>>['body'] = {};
    const statements = await captureStatements(api.database, async () => {
      body = (await api.graphql(query, { token })).body;
    });
    expect(statements.filter((sql) => sql.includes('platform_calls'))).toHaveLength(1);
    const edges = (
      body.data?.restaurants as { edges: { node: { uuid: string; lastPlatformChanges: Record<string, unknown>[] } }[] }
    ).edges;
    const changesOf = (uuid: string) => edges.find((edge) => edge.node.uuid === uuid)?.node.lastPlatformChanges;
    expect(changesOf(uberEats.uuid)).toEqual([
      { action: 'unpause', status: 'failed', message: 'HTTP 503', at: expect.any(String) },
    ]);
    expect(changesOf(other.uuid)).toEqual([
      { action: 'busy', status: 'unsupported', message: 'Just Eat has no busy-mode call', at: expect.any(String) },
    ]);
  });

  it("queues a pause for the restaurant's platform and shows it as its latest change", async () => {
    const query = `mutation($uuid: String!) { pauseRestaurant(restaurantUuid: $uuid, pause: true) { isPaused lastPlatformChanges { action status } } }`;
    const [row] = await api.database.db
      .select({ restaurant: restaurants })
      .from(restaurants)
      .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
      .where(and(eq(platforms.code, 'PLATFORM_UBER_EAT'), eq(restaurants.companyId, first().companyId)));
    const result = await api.graphql(query, { token, variables: { uuid: row?.restaurant.uuid } });
    expect(result.body.data?.pauseRestaurant).toEqual({
      isPaused: true,
      lastPlatformChanges: [{ action: 'pause', status: 'pending' }],
    });
  });
});
