import { restaurantProblems, type PlatformCode, type RestaurantProblem } from '@comptoir/domain';
import type { Simulator } from '@comptoir/platform-sim';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_DRIVERS, type TestDatabase } from '../../db/testing';
import { platforms, platformStatusChecks, restaurantOpeningHours, restaurants } from '../../db/schema';
import type { PlatformClient } from '../../platforms/outbound/platform-client';
import { NO_INTAKE_HOOKS } from '../intake/hooks';
import { processPendingWebhooks } from '../intake/intake-worker';
import { startSimulatedPlatforms, type SimulatedPlatforms } from '../intake/testing/simulated-platforms';
import { checkDueStoreStatuses, HEALTH_CHECK_TICK_MS } from './health-check';

const COMPANY = { email: 'company@demo.comptoir.test', password: 'company-demo-2026' };

type CheckedNode = {
  uuid: string;
  unlinkedAt: string | null;
  platform: { name: PlatformCode };
  platformData: { hasLoginPassword: boolean };
  restaurantKOM: {
    isConnected: boolean;
    isOrderable: boolean;
    isVisible: boolean;
    isAutoPausedUntil: string | null;
    isBusyUntil: string | null;
    statusReason: string | null;
  };
};

// docs/platforms.md#store-status: what a platform says of a store reaches the restaurant problems (top bar) by its
// status webhook or by the health check's read, and leaves them when the store takes orders again.
describe.each(TEST_DRIVERS)('store status from the platforms (%s)', (driver) => {
  let setup: SimulatedPlatforms;
  let database: TestDatabase;
  let simulator: Simulator;
  let client: PlatformClient;
  let token: string;

  beforeAll(async () => {
    setup = await startSimulatedPlatforms(driver, {
      connections: (at) => ({
        PLATFORM_UBER_EAT: { apiUrl: `${at}/simulator/uber-eats`, authUrl: `${at}/simulator/uber-eats/oauth/v2/token` },
        PLATFORM_DELIVEROO: { apiUrl: `${at}/simulator/deliveroo`, authUrl: `${at}/simulator/deliveroo/oauth2/token` },
        PLATFORM_GLOVO: { apiUrl: `${at}/simulator/glovo` },
      }),
    });
    ({ database, simulator, client } = setup);
    token = await signIn();
  });
  afterAll(async () => {
    await setup?.close();
  });

  async function graphql<T>(query: string, variables: Record<string, unknown> = {}, auth = true): Promise<T> {
    const response = await fetch(`${setup.origin}/graphql/kom`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: unknown[] };
    if (body.errors || !body.data) throw new Error(JSON.stringify(body.errors));
    return body.data;
  }

  async function signIn(): Promise<string> {
    const data = await graphql<{ login: { token: string } }>(
      'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
      COMPANY,
      false,
    );
    return data.login.token;
  }

  /** The company's restaurant on that platform, with its store id on the platform. */
  async function restaurantOn(platform: PlatformCode) {
    const { restaurants: list } = await graphql<{
      restaurants: { edges: { node: { uuid: string; platform: { name: string } } }[] };
    }>('{ restaurants(first: 50) { edges { node { uuid platform { name } } } } }');
    const uuid = list.edges.find((edge) => edge.node.platform.name === platform)?.node.uuid;
    const [row] = await database.db
      .select({ id: restaurants.id, uuid: restaurants.uuid, storeId: restaurants.platformStoreId })
      .from(restaurants)
      .where(eq(restaurants.uuid, uuid ?? '00000000-0000-0000-0000-000000000000'));
    if (!row) throw new Error(`The demo company has no ${platform} restaurant`);
    return row;
  }

  /** What the top bar's problems modal lists for the restaurant, judged from what the API sends. */
  async function problemsOf(uuid: string): Promise<RestaurantProblem[]> {
    const { restaurants: list } = await graphql<{ restaurants: { edges: { node: CheckedNode }[] } }>(`
      {
        restaurants(first: 50) {
          edges {
            node {
              uuid
              unlinkedAt
              platform {
                name
              }
              platformData {
                hasLoginPassword
              }
              restaurantKOM {
                isConnected
                isOrderable
                isVisible
                isAutoPausedUntil
                isBusyUntil
                statusReason
              }
            }
          }
        }
      }
    `);
    const node = list.edges.find((edge) => edge.node.uuid === uuid)?.node;
    if (!node) throw new Error(`Restaurant ${uuid} is not in the company's list`);
    return restaurantProblems({ ...node, platform: node.platform.name }, Date.now());
  }

  async function setStoreState(slug: string, storeId: string, state: string) {
    const response = await fetch(`${setup.origin}/simulator/${slug}/stores/${storeId}/state`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state }),
    });
    expect(response.status).toBe(200);
    await simulator.idle();
  }

  async function processWebhooks() {
    while ((await processPendingWebhooks({ db: database.db, client, hooks: NO_INTAKE_HOOKS, baseDelayMs: 0 })) > 0);
  }

  // Every restaurant falls due in one round when the interval is a single tick.
  const checkAll = () => checkDueStoreStatuses({ db: database.db, client, everyMs: HEALTH_CHECK_TICK_MS });

  beforeEach(async () => {
    // Each test starts from stores that take orders and a health check that has never run.
    await database.db.delete(platformStatusChecks);
    await database.db
      .update(restaurants)
      .set({ komIsOrderable: true, komIsVisible: true, komStatusReason: null, isPaused: false });
  });

  it('an Uber Eats store the platform pauses is a "not taking orders" problem from its status webhook, and clears when it is back', async () => {
    const uber = await restaurantOn('PLATFORM_UBER_EAT');
    await setStoreState('uber-eats', uber.storeId, 'notOrderable');
    await processWebhooks();
    expect(await problemsOf(uber.uuid)).toContainEqual({ key: 'notOrderable', reason: 'PAUSED_BY_UBER' });

    await setStoreState('uber-eats', uber.storeId, 'orderable');
    await processWebhooks();
    expect(await problemsOf(uber.uuid)).toEqual([]);
    // The webhook carried ids only: the status was read from Uber's status endpoint each time.
    const reads = simulator
      .calls()
      .filter((call) => call.method === 'GET' && call.path.endsWith(`${uber.storeId}/status`));
    expect(reads.length).toBeGreaterThanOrEqual(2);
  });

  it('an Uber Eats store the platform paused comes back when the restaurant reactivates it', async () => {
    const uber = await restaurantOn('PLATFORM_UBER_EAT');
    await setStoreState('uber-eats', uber.storeId, 'notOrderable');
    await processWebhooks();
    expect(await problemsOf(uber.uuid)).toContainEqual({ key: 'notOrderable', reason: 'PAUSED_BY_UBER' });
    // The paused-by-platform modal's Reactivate: Uber takes the store back online and says its status changed.
    const answer = await client.request('PLATFORM_UBER_EAT', {
      method: 'POST',
      path: `/v1/eats/store/${uber.storeId}/status`,
      body: { status: 'ONLINE', reason: 'Reopened by the restaurant in Comptoir' },
    });
    expect(answer.status).toBe(204);
    await simulator.idle();
    await processWebhooks();
    expect(await problemsOf(uber.uuid)).toEqual([]);
  });

  it('an Uber Eats store hidden by the platform is a "not visible" problem after the health check, and clears after the next', async () => {
    const uber = await restaurantOn('PLATFORM_UBER_EAT');
    await setStoreState('uber-eats', uber.storeId, 'notVisible');
    expect(await checkAll()).toBeGreaterThan(0);
    expect(await problemsOf(uber.uuid)).toEqual([{ key: 'notVisible' }]);

    await setStoreState('uber-eats', uber.storeId, 'orderable');
    await database.db.delete(platformStatusChecks);
    await checkAll();
    expect(await problemsOf(uber.uuid)).toEqual([]);
  });

  it('a Deliveroo site closed during its hours is a problem after the health check; closed by Comptoir’s own pause it is not', async () => {
    const deliveroo = await restaurantOn('PLATFORM_DELIVEROO');
    // No opening hours in Comptoir: nothing says the site should be closed now, whatever the hour the test runs.
    await database.db.delete(restaurantOpeningHours).where(eq(restaurantOpeningHours.restaurantId, deliveroo.id));
    await setStoreState('deliveroo', deliveroo.storeId, 'notOrderable');
    await checkAll();
    expect(await problemsOf(deliveroo.uuid)).toContainEqual({ key: 'notOrderable', reason: 'CLOSED' });

    await database.db.delete(platformStatusChecks);
    await database.db.update(restaurants).set({ isPaused: true }).where(eq(restaurants.id, deliveroo.id));
    await checkAll();
    expect(await problemsOf(deliveroo.uuid)).not.toContainEqual(expect.objectContaining({ key: 'notOrderable' }));
    await setStoreState('deliveroo', deliveroo.storeId, 'orderable');
  });

  it('a Glovo store closed by the platform is a problem after the health check', async () => {
    const glovo = await restaurantOn('PLATFORM_GLOVO');
    await database.db.delete(restaurantOpeningHours).where(eq(restaurantOpeningHours.restaurantId, glovo.id));
    await setStoreState('glovo', glovo.storeId, 'notOrderable');
    await checkAll();
    expect(await problemsOf(glovo.uuid)).toContainEqual({ key: 'notOrderable', reason: 'TEMPORARILY_CLOSED' });
    await setStoreState('glovo', glovo.storeId, 'orderable');
    await database.db.delete(platformStatusChecks);
    await checkAll();
    expect(await problemsOf(glovo.uuid)).toEqual([]);
  });

  it('a Just Eat restaurant taken offline is a problem from its offline webhook, and clears with the online one', async () => {
    const justEat = await restaurantOn('PLATFORM_JUST_EAT');
    await setStoreState('just-eat', justEat.storeId, 'notOrderable');
    await processWebhooks();
    expect(await problemsOf(justEat.uuid)).toContainEqual({ key: 'notOrderable', reason: 'OFFLINE' });
    await setStoreState('just-eat', justEat.storeId, 'orderable');
    await processWebhooks();
    expect(await problemsOf(justEat.uuid)).toEqual([]);
  });

  it('reads no status of a pending or unlinked restaurant, nor of platforms without a status read', async () => {
    const uber = await restaurantOn('PLATFORM_UBER_EAT');
    const deliveroo = await restaurantOn('PLATFORM_DELIVEROO');
    await database.db.update(restaurants).set({ integrationStatus: 'pending' }).where(eq(restaurants.id, uber.id));
    await database.db.update(restaurants).set({ unlinkedAt: new Date() }).where(eq(restaurants.id, deliveroo.id));
    try {
      await checkAll();
      const checked = await database.db
        .select({ code: platforms.code, id: platformStatusChecks.restaurantId })
        .from(platformStatusChecks)
        .innerJoin(restaurants, eq(restaurants.id, platformStatusChecks.restaurantId))
        .innerJoin(platforms, eq(platforms.id, restaurants.platformId));
      const ids = checked.map((row) => row.id);
      expect(ids).not.toContain(uber.id);
      expect(ids).not.toContain(deliveroo.id);
      expect(new Set(checked.map((row) => row.code))).toEqual(
        new Set(['PLATFORM_UBER_EAT', 'PLATFORM_DELIVEROO', 'PLATFORM_GLOVO']),
      );
    } finally {
      await database.db
        .update(restaurants)
        .set({ integrationStatus: 'integrated', unlinkedAt: null })
        .where(inArray(restaurants.id, [uber.id, deliveroo.id]));
    }
  });

  it('spreads the reads: each round reads the share due in one tick, never-read first, each once per interval', async () => {
    // 5 readable restaurants (Uber Eats ×2, Deliveroo ×2, Glovo), each read every 4 ticks: 2 a round.
    const everyMs = 4 * HEALTH_CHECK_TICK_MS;
    const start = Date.now();
    const round = (tick: number) =>
      checkDueStoreStatuses({ db: database.db, client, everyMs }, new Date(start + tick * HEALTH_CHECK_TICK_MS));
    expect([await round(0), await round(1), await round(2), await round(3)]).toEqual([2, 2, 1, 0]);
    // A whole interval after the first round, the first two fall due again.
    expect(await round(4)).toBe(2);
  });

  it('records a failed read without changing what was known', async () => {
    const uber = await restaurantOn('PLATFORM_UBER_EAT');
    await database.db
      .update(restaurants)
      .set({ platformStoreId: 'store-uber-does-not-know' })
      .where(eq(restaurants.id, uber.id));
    try {
      await checkAll();
      const [check] = await database.db
        .select()
        .from(platformStatusChecks)
        .where(and(eq(platformStatusChecks.restaurantId, uber.id)));
      expect(check?.lastError).toMatch(/answered 404/);
      expect(await problemsOf(uber.uuid)).toEqual([]);
    } finally {
      await database.db.update(restaurants).set({ platformStoreId: uber.storeId }).where(eq(restaurants.id, uber.id));
    }
  });

  it('an Uber Eats store its owner unlinked is an "unlinked" problem, and its status is no longer read', async () => {
    const uber = await restaurantOn('PLATFORM_UBER_EAT');
    const response = await fetch(`${setup.origin}/simulator/uber-eats/stores/${uber.storeId}/deprovision`, {
      method: 'POST',
    });
    expect(response.ok).toBe(true);
    await simulator.idle();
    await processWebhooks();
    try {
      expect(await problemsOf(uber.uuid)).toEqual([{ key: 'unlinked', since: expect.any(String) }]);
      await checkAll();
      const checked = await database.db
        .select()
        .from(platformStatusChecks)
        .where(eq(platformStatusChecks.restaurantId, uber.id));
      expect(checked).toEqual([]);
    } finally {
      await database.db.update(restaurants).set({ unlinkedAt: null }).where(eq(restaurants.id, uber.id));
    }
  });

  it('tablet credentials the platform refuses on a re-check are a "credentials refused" problem', async () => {
    const uber = await restaurantOn('PLATFORM_UBER_EAT');
    await graphql('mutation($uuid: String!) { restaurantLoginTabletCheck(restaurantUuid: $uuid) { uuid } }', {
      uuid: uber.uuid,
    });
    expect(await problemsOf(uber.uuid)).toEqual([{ key: 'credentialsRefused' }]);
    await database.db.update(restaurants).set({ komIsConnected: true }).where(eq(restaurants.id, uber.id));
  });
});
