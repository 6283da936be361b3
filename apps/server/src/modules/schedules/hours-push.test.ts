import type { PlatformCode } from '@comptoir/domain';
import type { Simulator } from '@comptoir/platform-sim';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holidayHours, platformCalls } from '../../db/schema';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../db/testing';
import type { PlatformClient } from '../../platforms/outbound/platform-client';
import { createSimulatedPlatforms } from '../../platforms/outbound/simulator-testing';
import { adapterFor } from '../../platforms/registry';
import { sendDuePlatformCalls } from '../platform-calls/outbound-worker';
import { HOURS_CALL_ACTIONS } from './hours-push';
import { pushHolidayChange } from './push-holiday-change';
import { pushOpeningHours } from './push-opening-hours';
import { findHoursRestaurant } from './testing/hours-restaurant';

// End to end with the simulated partner APIs: what Comptoir queues is sent by the outbound worker and accepted.
describe.each(TEST_DRIVERS)('hours sent to the platforms (%s)', (driver) => {
  let database: TestDatabase;
  let client: PlatformClient;
  let simulator: Simulator;

  beforeAll(async () => {
    database = await openTestDatabase(driver, { seed: 'minimal' });
    ({ client, simulator } = await createSimulatedPlatforms(database.db));
  });
  afterAll(async () => database?.dispose());

  const restaurantOn = (platform: PlatformCode) => findHoursRestaurant(database.db, platform);
  const sendAll = async () => {
    while ((await sendDuePlatformCalls({ db: database.db, client, baseDelayMs: 0, maxAttempts: 1 })) > 0);
  };
  const callsOf = (restaurantId: number, action: string) =>
    database.db
      .select()
      .from(platformCalls)
      .where(and(eq(platformCalls.restaurantId, restaurantId), eq(platformCalls.action, action)))
      .orderBy(platformCalls.id);

  const WEEK = [
    {
      dayOfWeek: 7,
      timePeriods: [
        { startTime: '11:30', endTime: '14:30' },
        { startTime: '18:30', endTime: '22:30' },
      ],
    },
  ];

  it.each<PlatformCode>(['PLATFORM_UBER_EAT', 'PLATFORM_DELIVEROO'])(
    '%s takes the week of opening hours',
    async (platform) => {
      const target = await restaurantOn(platform);
      const push = await pushOpeningHours(database.db, target, WEEK, new Date());
      // Until the adapter has the call, the push says "not settable" and this test fails, on purpose.
      expect(push).toMatchObject({ status: 'pending' });
      await sendAll();
      const [call] = await callsOf(target.restaurant.id, HOURS_CALL_ACTIONS.opening);
      expect(call).toMatchObject({ status: 'sent', lastError: null });
      expect(JSON.stringify(call?.requestBody)).toContain('11:30');
      const sunday = simulator
        .store(platform, target.restaurant.platformStoreId)
        ?.openingHours?.find((day) => day.dayOfWeek === 7);
      expect(sunday?.periods).toEqual([
        { start: '11:30', end: '14:30' },
        { start: '18:30', end: '22:30' },
      ]);
    },
  );

  it('Deliveroo creates a day off, and cancels it by the id it answered', async () => {
    const target = await restaurantOn('PLATFORM_DELIVEROO');
    const year = new Date().getUTCFullYear() + 1;
    const [row] = await database.db
      .insert(holidayHours)
      .values({ restaurantId: target.restaurant.id, fromDate: `${year}-02-10`, toDate: `${year}-02-12` })
      .returning();
    if (!row) throw new Error('closure not written');
    const created = await pushHolidayChange(database.db, target, [row], [], new Date());
    expect(created?.push.status).toBe('pending');
    await database.db
      .update(holidayHours)
      .set({ platformCallId: created?.callId ?? null })
      .where(eq(holidayHours.id, row.id));
    await sendAll();
    const [creation] = await database.db
      .select()
      .from(platformCalls)
      .where(eq(platformCalls.id, created?.callId ?? 0));
    expect(creation).toMatchObject({ status: 'sent', method: 'POST' });
    const ref = adapterFor('PLATFORM_DELIVEROO')?.holidayRefFromResponse?.(creation?.responseBody ?? null) ?? null;
    expect(ref).toEqual(expect.any(String));

    await database.db.delete(holidayHours).where(eq(holidayHours.id, row.id));
    const removed = await pushHolidayChange(
      database.db,
      target,
      [],
      [{ ...row, platformCallId: created?.callId ?? null }],
      new Date(),
    );
    expect(removed?.push.status).toBe('pending');
    await sendAll();
    const [cancel] = await database.db
      .select()
      .from(platformCalls)
      .where(eq(platformCalls.id, removed?.callId ?? 0));
    expect(cancel).toMatchObject({
      status: 'sent',
      method: 'DELETE',
      path: expect.stringContaining(encodeURIComponent(ref ?? '')),
    });
    expect(simulator.store('PLATFORM_DELIVEROO', target.restaurant.platformStoreId)?.daysOff).toEqual([
      expect.objectContaining({ id: ref, cancelled: true }),
    ]);
  });

  it('Uber Eats takes the whole list of closures at once', async () => {
    const target = await restaurantOn('PLATFORM_UBER_EAT');
    const year = new Date().getUTCFullYear() + 1;
    const [row] = await database.db
      .insert(holidayHours)
      .values({ restaurantId: target.restaurant.id, fromDate: `${year}-05-01`, toDate: `${year}-05-01` })
      .returning();
    if (!row) throw new Error('closure not written');
    const created = await pushHolidayChange(database.db, target, [row], [], new Date());
    await sendAll();
    const [call] = await database.db
      .select()
      .from(platformCalls)
      .where(eq(platformCalls.id, created?.callId ?? 0));
    expect(call).toMatchObject({ status: 'sent' });
    expect(JSON.stringify(call?.requestBody)).toContain(`${year}-05-01`);
    expect(
      simulator.store('PLATFORM_UBER_EAT', target.restaurant.platformStoreId)?.holidayHours?.[`${year}-05-01`],
    ).toEqual([]);
  });
});
