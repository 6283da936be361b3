import type { Simulator } from '@comptoir/platform-sim';
import type { PlatformCode } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformCalls, restaurants } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAMES } from '../../db/seed';
import { TEST_DRIVERS, type TestDatabase } from '../../db/testing';
import type { PlatformClient } from '../../platforms/outbound/platform-client';
import { sendDuePlatformCalls } from '../platform-calls/outbound-worker';
import { startSimulatedPlatforms, type SimulatedPlatforms } from '../intake/testing/simulated-platforms';
import { restoreDueItems } from './suspension-sweeper';
import { findLiveMenuItem } from './testing/menu-items';

// End to end with the simulated platforms: the `item` mutation, the outbound worker, and what each platform then holds.
describe.each(TEST_DRIVERS)('item availability on the simulated platforms (%s)', (driver) => {
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
    token = await graphql<{ login: { token: string } }>(
      'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
      {
        e: DEMO_ACCOUNTS.company.email,
        p: DEMO_ACCOUNTS.company.password,
      },
    ).then((data) => data.login.token);
  });
  afterAll(async () => {
    await setup?.close();
  });

  async function graphql<T>(query: string, variables: Record<string, unknown>, bearer?: string): Promise<T> {
    const response = await fetch(`${setup.origin}/graphql/kom`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data: T; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    return body.data;
  }

  const setAvailability = (id: number, suspend: string) =>
    graphql<{ item: { isAvailable: boolean; suspendUntil: string | null; platformSync: { status: string } | null } }>(
      'mutation($id: Int!, $suspend: ItemSuspension!) { item(id: $id, suspend: $suspend) { isAvailable suspendUntil platformSync { status } } }',
      { id, suspend },
      token,
    ).then((data) => data.item);

  async function storeOf(restaurantId: number, platform: PlatformCode) {
    const [row] = await database.db
      .select({ storeId: restaurants.platformStoreId })
      .from(restaurants)
      .where(eq(restaurants.id, restaurantId));
    const store = simulator.store(platform, row?.storeId ?? '');
    if (!store) throw new Error(`no simulated ${platform} store`);
    return store;
  }

  it.each(['PLATFORM_UBER_EAT', 'PLATFORM_DELIVEROO', 'PLATFORM_GLOVO'] as const)(
    "marks the Cheeseburger unavailable 'Today' on %s, then available again",
    async (platform) => {
      const item = await findLiveMenuItem(database.db, DEMO_COMPANY_NAMES.burger, platform, 'item-cheese');
      const off = await setAvailability(item.id, 'TOMORROW');
      expect(off).toMatchObject({ isAvailable: false, platformSync: { status: 'PENDING' } });
      await sendDuePlatformCalls({ db: database.db, client });
      const [call] = await database.db.select().from(platformCalls).where(eq(platformCalls.menuItemId, item.id));
      // On failure, the platform's answer says why.
      expect(
        call,
        JSON.stringify([call?.path, call?.responseStatus, call?.responseBody, call?.lastError]),
      ).toMatchObject({ status: 'sent', action: 'item.unavailable' });
      expect((await storeOf(item.restaurantId, platform)).items['item-cheese']).toMatchObject({ available: false });

      await setAvailability(item.id, 'AVAILABLE');
      await sendDuePlatformCalls({ db: database.db, client });
      expect((await storeOf(item.restaurantId, platform)).items['item-cheese']).toMatchObject({ available: true });
    },
  );

  it('puts a Glovo item back on sale at midnight, Glovo having no timer of its own', async () => {
    const item = await findLiveMenuItem(database.db, DEMO_COMPANY_NAMES.burger, 'PLATFORM_GLOVO', 'item-bacon');
    const off = await setAvailability(item.id, 'TOMORROW');
    await sendDuePlatformCalls({ db: database.db, client });
    const store = await storeOf(item.restaurantId, 'PLATFORM_GLOVO');
    expect(store.items['item-bacon']).toMatchObject({ available: false, until: null });

    const midnight = new Date(off.suspendUntil ?? '');
    expect(await restoreDueItems(database.db, midnight)).toBe(1);
    await sendDuePlatformCalls({ db: database.db, client });
    expect((await storeOf(item.restaurantId, 'PLATFORM_GLOVO')).items['item-bacon']).toMatchObject({ available: true });
    const restored = await graphql<{
      menus: { items: { id: number; isAvailable: boolean; platformSync: { status: string } | null }[] }[];
    }>('{ menus { items { id isAvailable platformSync { status } } } }', {}, token);
    const row = restored.menus.flatMap((menu) => menu.items).find((candidate) => candidate.id === item.id);
    expect(row).toMatchObject({ isAvailable: true, platformSync: { status: 'SENT' } });
  });
});
