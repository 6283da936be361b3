import type { PlatformCode } from '@comptoir/domain';
import type { Simulator } from '@comptoir/platform-sim';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { holidayHours, platformCalls, type HolidayHoursRow } from '../../db/schema';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../db/testing';
import type { PlatformClient } from '../../platforms/outbound/platform-client';
import { createSimulatedPlatforms } from '../../platforms/outbound/simulator-testing';
import { sendDuePlatformCalls } from '../platform-calls/outbound-worker';
import type { HoursRestaurant } from './hours-push';
import { loadHoursCalls, loadLastOpeningPushes } from './hours-push-status';
import { pushHolidayChange } from './push-holiday-change';
import { pushOpeningHours } from './push-opening-hours';
import { findHoursRestaurant } from './testing/hours-restaurant';

// With the simulated partner APIs: the first call of each case meets a 503 and waits for its retry while a newer change
// is queued, the case where a late retry used to land last and undo the newer change.
describe.each(TEST_DRIVERS)('hours calls replaced before they were sent (%s)', (driver) => {
  let database: TestDatabase;
  let simulated: PlatformClient;
  let simulator: Simulator;
  let failuresLeft = 0;
  const client: PlatformClient = {
    request: async (platform, call) => {
      if (failuresLeft === 0) return simulated.request(platform, call);
      failuresLeft -= 1;
      return { status: 503, headers: new Headers(), text: 'busy' };
    },
  };

  beforeAll(async () => {
    database = await openTestDatabase(driver, { seed: 'minimal' });
    ({ client: simulated, simulator } = await createSimulatedPlatforms(database.db));
  });
  afterAll(async () => database?.dispose());
  // Whatever a case left queued is sent, so the next case's first call is the one that meets the 503.
  afterEach(async () => {
    failuresLeft = 0;
    await sendAll();
  });

  const restaurantOn = (platform: PlatformCode) => findHoursRestaurant(database.db, platform);
  /** Sends what is due now, then everything, retries included, as if a minute had passed. */
  const sendAll = async () => {
    await sendDuePlatformCalls({ db: database.db, client });
    while ((await sendDuePlatformCalls({ db: database.db, client, now: () => new Date(Date.now() + 60_000) })) > 0);
  };
  const statusesOf = async (ids: readonly (number | undefined)[]) => {
    const rows = await database.db
      .select()
      .from(platformCalls)
      .where(
        inArray(
          platformCalls.id,
          ids.map((id) => id ?? 0),
        ),
      )
      .orderBy(platformCalls.id);
    return rows.map((row) => row.status);
  };
  const year = new Date().getUTCFullYear() + 1;
  const addClosure = async (target: HoursRestaurant, fromDate: string, toDate = fromDate) => {
    const [row] = await database.db
      .insert(holidayHours)
      .values({ restaurantId: target.restaurant.id, fromDate, toDate })
      .returning();
    if (!row) throw new Error('closure not written');
    const recorded = await pushHolidayChange(database.db, target, [row], [], new Date());
    await database.db
      .update(holidayHours)
      .set({ platformCallId: recorded?.callId ?? null })
      .where(eq(holidayHours.id, row.id));
    return {
      row: { ...row, platformCallId: recorded?.callId ?? null } satisfies HolidayHoursRow,
      callId: recorded?.callId,
    };
  };

  it('sends only the newest week of opening hours', async () => {
    const target = await restaurantOn('PLATFORM_DELIVEROO');
    const week = (start: string) => [{ dayOfWeek: 7, timePeriods: [{ startTime: start, endTime: '22:00' }] }];
    failuresLeft = 1;
    await pushOpeningHours(database.db, target, week('10:00'), new Date());
    await sendDuePlatformCalls({ db: database.db, client });
    await pushOpeningHours(database.db, target, week('12:00'), new Date());
    await sendAll();

    // The seed may have recorded other calls for this restaurant (its reviews' replies): only the hours calls count
    // here.
    const calls = await database.db
      .select()
      .from(platformCalls)
      .where(and(eq(platformCalls.restaurantId, target.restaurant.id), eq(platformCalls.action, 'hours.opening')))
      .orderBy(platformCalls.id);
    expect(calls.map((call) => [call.status, call.supersedeKey])).toEqual([
      ['superseded', 'hours.opening'],
      ['sent', 'hours.opening'],
    ]);
    expect((await loadLastOpeningPushes(database.db, [target.restaurant.id])).get(target.restaurant.id)?.status).toBe(
      'sent',
    );
    const sunday = simulator
      .store('PLATFORM_DELIVEROO', target.restaurant.platformStoreId)
      ?.openingHours?.find((day) => day.dayOfWeek === 7);
    expect(sunday?.periods).toEqual([{ start: '12:00', end: '22:00' }]);
  });

  it('Uber Eats: a newer list of closures replaces an unsent one, and each closure shows the call that carries it', async () => {
    const target = await restaurantOn('PLATFORM_UBER_EAT');
    failuresLeft = 1;
    const first = await addClosure(target, `${year}-07-01`);
    await sendDuePlatformCalls({ db: database.db, client });
    const second = await addClosure(target, `${year}-07-02`);
    expect(await statusesOf([first.callId, second.callId])).toEqual(['superseded', 'pending']);
    expect((await loadHoursCalls(database.db, [first.callId ?? 0])).get(first.callId ?? 0)).toMatchObject({
      status: 'pending',
    });
    await sendAll();

    expect(await statusesOf([first.callId, second.callId])).toEqual(['superseded', 'sent']);
    expect((await loadHoursCalls(database.db, [first.callId ?? 0])).get(first.callId ?? 0)).toMatchObject({
      status: 'sent',
    });
    const holidays = simulator.store('PLATFORM_UBER_EAT', target.restaurant.platformStoreId)?.holidayHours ?? {};
    expect(Object.keys(holidays)).toEqual(expect.arrayContaining([`${year}-07-01`, `${year}-07-02`]));
  });

  it('Deliveroo: each day off is its own call, so a newer one never replaces an older one', async () => {
    const target = await restaurantOn('PLATFORM_DELIVEROO');
    failuresLeft = 1;
    const first = await addClosure(target, `${year}-08-01`);
    await sendDuePlatformCalls({ db: database.db, client });
    const second = await addClosure(target, `${year}-08-10`);
    expect(await statusesOf([first.callId, second.callId])).toEqual(['pending', 'pending']);
    await sendAll();

    expect(await statusesOf([first.callId, second.callId])).toEqual(['sent', 'sent']);
    const starts =
      simulator
        .store('PLATFORM_DELIVEROO', target.restaurant.platformStoreId)
        ?.daysOff.map((dayOff) => JSON.stringify(dayOff)) ?? [];
    expect(
      starts.filter((dayOff) => dayOff.includes(`${year}-08-01`) || dayOff.includes(`${year}-08-10`)),
    ).toHaveLength(2);
  });

  it('Deliveroo: a closure removed before its day off was sent is withdrawn, and nothing reaches Deliveroo', async () => {
    const target = await restaurantOn('PLATFORM_DELIVEROO');
    const store = () => simulator.store('PLATFORM_DELIVEROO', target.restaurant.platformStoreId);
    const daysOffBefore = store()?.daysOff.length ?? 0;
    const { row, callId } = await addClosure(target, `${year}-09-01`, `${year}-09-03`);
    await database.db.delete(holidayHours).where(eq(holidayHours.id, row.id));
    const removed = await pushHolidayChange(database.db, target, [], [row], new Date());
    expect(removed?.push).toMatchObject({
      status: 'unsupported',
      message: 'Deliveroo: the closure was withdrawn before it was sent',
    });
    await sendAll();

    const [creation] = await database.db
      .select()
      .from(platformCalls)
      .where(eq(platformCalls.id, callId ?? 0));
    expect(creation).toMatchObject({
      status: 'superseded',
      attempts: 0,
      lastError: 'Withdrawn: its closure was removed before it was sent',
    });
    expect(store()?.daysOff).toHaveLength(daysOffBefore);
  });
});
