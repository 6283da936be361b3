import type { PlatformCode } from '@comptoir/domain';
import type { Simulator } from '@comptoir/platform-sim';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../db/testing';
import { platformCalls, platforms, restaurants, type RestaurantPlatformData } from '../../db/schema';
import { sendDuePlatformCalls } from '../../modules/platform-calls/outbound-worker';
import type { PlatformClient } from './platform-client';
import { queueStoreCall, type StoreActionRestaurant } from './queue-store-call';
import { createSimulatedPlatforms } from './simulator-testing';

describe.each(TEST_DRIVERS)('store actions (%s)', (driver) => {
  let database: TestDatabase;
  let simulator: Simulator;
  let client: PlatformClient;

  beforeAll(async () => {
    database = await openTestDatabase(driver, { seed: 'minimal' });
    ({ simulator, client } = await createSimulatedPlatforms(database.db));
  });
  afterAll(async () => database?.dispose());

  const restaurantOn = async (
    platform: PlatformCode,
  ): Promise<StoreActionRestaurant & { platformData: RestaurantPlatformData | null }> => {
    const [row] = await database.db
      .select({
        id: restaurants.id,
        platform: platforms.code,
        platformStoreId: restaurants.platformStoreId,
        platformData: restaurants.platformData,
      })
      .from(restaurants)
      .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
      .where(eq(platforms.code, platform))
      .orderBy(restaurants.id)
      .limit(1);
    if (!row) throw new Error(`No seeded restaurant on ${platform}`);
    return row;
  };
  const callRow = async (id: number) => {
    const [row] = await database.db.select().from(platformCalls).where(eq(platformCalls.id, id));
    return row;
  };
  const sendAll = async () => {
    while ((await sendDuePlatformCalls({ db: database.db, client, baseDelayMs: 0 })) > 0);
  };

  it('records a pause for the restaurant, and the worker pauses the store on Uber Eats', async () => {
    const restaurant = await restaurantOn('PLATFORM_UBER_EAT');
    const record = await queueStoreCall(database.db, restaurant, { type: 'pause' });
    expect(record).toMatchObject({ status: 'pending', message: null });
    expect(await callRow(record.callId)).toMatchObject({
      platform: 'PLATFORM_UBER_EAT',
      cartId: null,
      restaurantId: restaurant.id,
      action: 'store.pause',
      method: 'POST',
      status: 'pending',
    });

    await sendAll();
    expect(await callRow(record.callId)).toMatchObject({ status: 'sent', responseStatus: 204 });
    expect(simulator.store('PLATFORM_UBER_EAT', restaurant.platformStoreId)?.status).toBe('paused');

    await queueStoreCall(database.db, restaurant, { type: 'unpause' });
    await sendAll();
    expect(simulator.store('PLATFORM_UBER_EAT', restaurant.platformStoreId)?.status).toBe('open');
  });

  it('busy mode on Uber Eats raises the store’s preparation time by the chosen minutes, and off puts it back', async () => {
    const restaurant = await restaurantOn('PLATFORM_UBER_EAT');
    const [row] = await database.db
      .select({ preparationTime: restaurants.preparationTime })
      .from(restaurants)
      .where(eq(restaurants.id, restaurant.id));
    const usual = row?.preparationTime ?? 0;
    await queueStoreCall(database.db, restaurant, { type: 'busy', preparationMinutes: 10, busyMinutes: 30 });
    await sendAll();
    expect(simulator.store('PLATFORM_UBER_EAT', restaurant.platformStoreId)?.preparationSeconds).toBe(
      (usual + 10) * 60,
    );
    await queueStoreCall(database.db, restaurant, { type: 'notBusy' });
    await sendAll();
    expect(simulator.store('PLATFORM_UBER_EAT', restaurant.platformStoreId)?.preparationSeconds).toBe(usual * 60);
  });

  it('reaches a Deliveroo site through its brand id and switches its workload to busy', async () => {
    const restaurant = await restaurantOn('PLATFORM_DELIVEROO');
    if (!restaurant.platformData) throw new Error('The seeded Deliveroo restaurant has no platform data');
    expect(restaurant.platformData.brandId).toBe('demo-brand');
    const withBrand = restaurant.platformData;
    await database.db
      .update(restaurants)
      .set({ platformData: { ...withBrand, brandId: null } })
      .where(eq(restaurants.id, restaurant.id));
    const withoutBrand = await queueStoreCall(database.db, restaurant, {
      type: 'busy',
      preparationMinutes: 5,
      busyMinutes: 15,
    });
    expect(withoutBrand).toMatchObject({
      status: 'unsupported',
      message: "Deliveroo needs the restaurant's brand id to reach its site",
    });

    await database.db.update(restaurants).set({ platformData: withBrand }).where(eq(restaurants.id, restaurant.id));
    const record = await queueStoreCall(database.db, restaurant, {
      type: 'busy',
      preparationMinutes: 5,
      busyMinutes: 15,
    });
    await sendAll();
    expect(await callRow(record.callId)).toMatchObject({
      status: 'sent',
      path: `/site/v1/brands/demo-brand/sites/${restaurant.platformStoreId}/workload/mode`,
    });
    expect(simulator.store('PLATFORM_DELIVEROO', restaurant.platformStoreId)?.busy).not.toBeNull();
  });

  it.each([
    ['PLATFORM_GLOVO', { type: 'pause' }],
    ['PLATFORM_GET_RESTO', { type: 'pause' }],
  ] as const)('pauses a %s store through the worker', async (platform, action) => {
    const restaurant = await restaurantOn(platform);
    const record = await queueStoreCall(database.db, restaurant, action);
    await sendAll();
    expect(await callRow(record.callId)).toMatchObject({ status: 'sent' });
    expect(simulator.store(platform, restaurant.platformStoreId)?.status).toBe('paused');
  });

  it.each([
    ['PLATFORM_JUST_EAT', { type: 'pause' }, 'Just Eat has no pause call', 'NO_PAUSE_CALL'],
    [
      'PLATFORM_JUST_EAT',
      { type: 'busy', preparationMinutes: 5, busyMinutes: 15 },
      'Just Eat has no busy-mode call',
      'NO_BUSY_CALL',
    ],
    [
      'PLATFORM_GLOVO',
      { type: 'busy', preparationMinutes: 5, busyMinutes: 15 },
      'Glovo has no busy-mode call',
      'NO_BUSY_CALL',
    ],
    [
      'PLATFORM_CLICK_N_COLLECT',
      { type: 'pause' },
      "Click N Collect is Comptoir's own channel: Comptoir applies it itself",
      'APPLIED_BY_COMPTOIR',
    ],
  ] as const)(
    'records a %s %j the platform has no call for as unsupported, with the reason, and sends nothing',
    async (platform, action, message, code) => {
      const restaurant = await restaurantOn(platform);
      const before = simulator.calls().length;
      const record = await queueStoreCall(database.db, restaurant, action);
      expect(record).toEqual({ callId: expect.any(Number), status: 'unsupported', message });
      expect(await callRow(record.callId)).toMatchObject({
        status: 'unsupported',
        lastError: message,
        lastErrorReason: { code, params: { platform: expect.any(String) } },
        restaurantId: restaurant.id,
        cartId: null,
      });
      await sendAll();
      expect(simulator.calls().length).toBe(before);
    },
  );

  it('never sends a pause still waiting for its retry once an unpause was queued after it', async () => {
    const restaurant = await restaurantOn('PLATFORM_GLOVO');
    const pause = await queueStoreCall(database.db, restaurant, { type: 'pause' });
    const unpause = await queueStoreCall(database.db, restaurant, { type: 'unpause' });
    await sendAll();
    expect(await callRow(pause.callId)).toMatchObject({ status: 'superseded' });
    expect(await callRow(unpause.callId)).toMatchObject({ status: 'sent' });
  });
});
