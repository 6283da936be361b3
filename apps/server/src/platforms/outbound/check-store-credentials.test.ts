import type { PlatformCode } from '@comptoir/domain';
import type { Simulator } from '@comptoir/platform-sim';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../db/testing';
import { platforms, restaurants } from '../../db/schema';
import { createTestPlatformConnections } from '../testing';
import { checkStoreCredentials, type CredentialsCheckDeps } from './check-store-credentials';
import { createPlatformClient, type PlatformClient } from './platform-client';
import { createSimulatedPlatforms } from './simulator-testing';

describe.each(TEST_DRIVERS)('tablet credentials check (%s)', (driver) => {
  let database: TestDatabase;
  let deps: CredentialsCheckDeps;
  let simulator: Simulator;

  beforeAll(async () => {
    database = await openTestDatabase(driver, { seed: 'minimal' });
    const platformsUnderTest = await createSimulatedPlatforms(database.db);
    simulator = platformsUnderTest.simulator;
    deps = { client: platformsUnderTest.client, connections: platformsUnderTest.connections };
  });
  afterAll(async () => database?.dispose());

  const seededLogin = async (platform: PlatformCode) => {
    const rows = await database.db
      .select({
        platform: platforms.code,
        platformStoreId: restaurants.platformStoreId,
        platformData: restaurants.platformData,
      })
      .from(restaurants)
      .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
      .where(eq(platforms.code, platform));
    const row = rows.find((candidate) => candidate.platformData?.tabletLogin && candidate.platformData.tabletPass);
    if (!row?.platformData?.tabletLogin || !row.platformData.tabletPass)
      throw new Error(`No seeded ${platform} restaurant with a tablet login`);
    return {
      restaurant: { platform, platformStoreId: row.platformStoreId },
      login: row.platformData.tabletLogin,
      password: row.platformData.tabletPass,
    };
  };

  it.each(['PLATFORM_UBER_EAT', 'PLATFORM_DELIVEROO', 'PLATFORM_GLOVO'] as const)(
    'the simulated %s accepts the seeded tablet login and refuses any other pair',
    async (platform) => {
      const { restaurant, login, password } = await seededLogin(platform);
      expect(await checkStoreCredentials(deps, restaurant, login, password)).toBe('accepted');
      expect(await checkStoreCredentials(deps, restaurant, login, `${password}x`)).toBe('refused');
      expect(await checkStoreCredentials(deps, restaurant, 'someone@else.test', password)).toBe('refused');
    },
  );

  it('refuses empty credentials without asking the platform', async () => {
    const { restaurant, login } = await seededLogin('PLATFORM_UBER_EAT');
    expect(await checkStoreCredentials(deps, restaurant, login, '  ')).toBe('refused');
  });

  it('fails loudly, rather than calling the credentials wrong, when the simulator refuses Comptoir itself', async () => {
    const { restaurant, login, password } = await seededLogin('PLATFORM_GLOVO');
    const connections = {
      ...deps.connections,
      PLATFORM_GLOVO: { ...deps.connections.PLATFORM_GLOVO, clientSecret: 'wrong-token' },
    };
    const client = createPlatformClient(connections, (input, init) => simulator.handle(new Request(input, init)));
    await expect(checkStoreCredentials({ client, connections }, restaurant, login, password)).rejects.toThrow(
      'Glovo answered 401',
    );
  });
});

describe('tablet credentials check against a real platform', () => {
  it('calls credentials unverifiable without a call, never accepted, as no platform publishes a login check', async () => {
    const client: PlatformClient = { request: () => Promise.reject(new Error('no call expected')) };
    const connections = createTestPlatformConnections({ PLATFORM_UBER_EAT: { apiUrl: 'https://api.uber.com' } });
    const restaurant = { platform: 'PLATFORM_UBER_EAT' as const, platformStoreId: 'store-1' };
    const check = (password: string) =>
      checkStoreCredentials({ client, connections }, restaurant, 'chef@example.test', password);
    expect(await check('secret')).toBe('unverifiable');
    expect(await check('')).toBe('refused');
  });
});
