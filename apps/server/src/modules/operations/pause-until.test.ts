import type { PlatformCode } from '@comptoir/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { companies, platformCalls, restaurantOpeningHours, restaurants, type RestaurantRow } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { STORE_CALL_ACTIONS } from '../../platforms/outbound/queue-store-call';
import { startTestApi, type GraphQLResponse, type TestApi } from '../../testing/test-api';
import { findDemoRestaurants } from '../../testing/demo-restaurants';
import { resumeExpiredPauses } from './resume-expired-pauses';

const PAUSE = `mutation($pause: Boolean, $pauseUntil: String, $pauseMinutes: Int, $pauseUntilOpening: Boolean) {
  companyOperation(pause: $pause, pauseUntil: $pauseUntil, pauseMinutes: $pauseMinutes, pauseUntilOpening: $pauseUntilOpening) {
    restaurants { uuid isPaused pausedUntil } } }`;
const PAUSE_RESTAURANT = `mutation($uuid: String!, $pause: Boolean!) {
  pauseRestaurant(restaurantUuid: $uuid, pause: $pause) { uuid pausedUntil } }`;

// Wednesday 25 November 2026, 14:00 in Paris, the demo restaurants' zone.
const NOW = new Date('2026-11-25T13:00:00.000Z');
const minutesLater = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

type PausedRestaurant = { uuid: string; isPaused: boolean; pausedUntil: string | null };

describe.each(TEST_DRIVERS)('timed pause of every restaurant (%s)', (driver) => {
  let api: TestApi;
  let token: string;
  let pausable: RestaurantRow[];
  let justEat: RestaurantRow;

  beforeAll(async () => {
    api = await startTestApi(driver);
    const { burger } = await findDemoRestaurants(api.database.db);
    pausable = [...burger.entries()].filter(([platform]) => platform !== 'PLATFORM_JUST_EAT').map(([, row]) => row);
    const found = burger.get('PLATFORM_JUST_EAT' satisfies PlatformCode);
    if (!found || pausable.length < 2) throw new Error('demo burger restaurants missing');
    justEat = found;
  });
  afterAll(async () => api?.close());
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const db = api.database.db;
    await db.delete(platformCalls);
    await db.update(restaurants).set({ isPaused: false, pausedAt: null, pausedUntil: null });
    await db.update(companies).set({ pagesAccess: [] });
    // Signed in at the fixed clock, so the session is valid at it.
    token = await api.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
  });
  afterEach(() => vi.useRealTimers());

  const pauseAll = (variables: Record<string, unknown>) => api.graphql(PAUSE, { token, variables });
  const returned = (result: GraphQLResponse) =>
    (result.body.data?.companyOperation as { restaurants: PausedRestaurant[] }).restaurants;
  const storedUntil = async () =>
    new Map(
      (
        await api.database.db
          .select({ uuid: restaurants.uuid, isPaused: restaurants.isPaused, pausedUntil: restaurants.pausedUntil })
          .from(restaurants)
          .where(inArray(restaurants.companyId, [justEat.companyId]))
      ).map((row) => [row.uuid, row.isPaused ? (row.pausedUntil?.toISOString() ?? 'until resumed') : 'not paused']),
    );
  const queued = async () =>
    api.database.db
      .select({ restaurantId: platformCalls.restaurantId, action: platformCalls.action })
      .from(platformCalls);

  it.each([15, 30, 60])('pauses every pausable restaurant for %i minutes', async (minutes) => {
    const until = minutesLater(minutes).toISOString();
    const result = await pauseAll({ pause: true, pauseUntil: until });
    expect(result.body.errors).toBeUndefined();
    for (const restaurant of returned(result))
      expect(restaurant.pausedUntil).toBe(restaurant.uuid === justEat.uuid ? null : until);
    const stored = await storedUntil();
    for (const restaurant of pausable) expect(stored.get(restaurant.uuid)).toBe(until);
    expect(stored.get(justEat.uuid)).toBe('not paused');
  });

  it("pauses for a number of minutes counted on the server's clock, whatever the tablet's", async () => {
    const before = Date.now();
    const result = await pauseAll({ pause: true, pauseMinutes: 30 });
    const after = Date.now();
    expect(result.body.errors).toBeUndefined();
    for (const restaurant of pausable) {
      const end = Date.parse((await storedUntil()).get(restaurant.uuid) ?? '');
      expect(end).toBeGreaterThanOrEqual(before + 30 * 60_000);
      expect(end).toBeLessThanOrEqual(after + 30 * 60_000);
    }
  });

  it("pauses until tomorrow: each restaurant's first opening after today, else 06:00 local", async () => {
    const [withHours, ...others] = pausable;
    if (!withHours) throw new Error('no pausable restaurant');
    const db = api.database.db;
    await db.delete(restaurantOpeningHours);
    await db.insert(restaurantOpeningHours).values([
      // This evening's service does not count; Thursday's lunch is the next opening.
      { restaurantId: withHours.id, dayOfWeek: 3, startTime: '18:00', endTime: '22:00' },
      { restaurantId: withHours.id, dayOfWeek: 4, startTime: '11:30', endTime: '14:00' },
    ]);
    const result = await pauseAll({ pause: true, pauseUntilOpening: true });
    expect(result.body.errors).toBeUndefined();
    const stored = await storedUntil();
    expect(stored.get(withHours.uuid)).toBe('2026-11-26T10:30:00.000Z');
    for (const restaurant of others) expect(stored.get(restaurant.uuid)).toBe('2026-11-26T05:00:00.000Z');
  });

  it('pauses until resumed without a time, and a pause by hand ends the timed one', async () => {
    await pauseAll({ pause: true, pauseUntil: minutesLater(15).toISOString() });
    await pauseAll({ pause: true });
    for (const restaurant of pausable) expect((await storedUntil()).get(restaurant.uuid)).toBe('until resumed');

    await pauseAll({ pause: true, pauseUntil: minutesLater(15).toISOString() });
    const [first] = pausable;
    if (!first) throw new Error('no pausable restaurant');
    const result = await api.graphql(PAUSE_RESTAURANT, { token, variables: { uuid: first.uuid, pause: true } });
    expect(result.body.data?.pauseRestaurant).toEqual({ uuid: first.uuid, pausedUntil: null });
  });

  it('resumes by itself at the time and queues the unpause calls once, even with two sweepers', async () => {
    await pauseAll({ pause: true, pauseUntil: minutesLater(15).toISOString() });
    await api.database.db.delete(platformCalls);
    let woken = 0;
    const deps = { db: api.database.db, wakeOutbound: () => (woken += 1) };

    expect(await resumeExpiredPauses(deps, minutesLater(14))).toBe(0);
    const counts = await Promise.all([
      resumeExpiredPauses(deps, minutesLater(15)),
      resumeExpiredPauses(deps, minutesLater(15)),
    ]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(pausable.length);
    expect(await resumeExpiredPauses(deps, minutesLater(16))).toBe(0);

    expect(woken).toBe(1);
    const calls = await queued();
    expect(calls.map((call) => call.restaurantId).sort()).toEqual(pausable.map((row) => row.id).sort());
    expect(calls.every((call) => call.action === STORE_CALL_ACTIONS.unpause)).toBe(true);
    const stored = await storedUntil();
    for (const restaurant of pausable) expect(stored.get(restaurant.uuid)).toBe('not paused');
  });

  it('leaves a pause until resumed alone', async () => {
    await pauseAll({ pause: true });
    const deps = { db: api.database.db, wakeOutbound: () => undefined };
    expect(await resumeExpiredPauses(deps, minutesLater(7 * 24 * 60))).toBe(0);
    const [row] = await api.database.db
      .select()
      .from(restaurants)
      .where(eq(restaurants.id, pausable[0]?.id ?? 0));
    expect(row?.isPaused).toBe(true);
  });

  it.each([
    ['in the past', { pause: true, pauseUntil: minutesLater(-1).toISOString() }, 'PAUSE_UNTIL_PAST', undefined],
    [
      'too far',
      { pause: true, pauseUntil: minutesLater(8 * 24 * 60).toISOString() },
      'PAUSE_UNTIL_TOO_FAR',
      { maxDays: 7 },
    ],
    ['not an instant', { pause: true, pauseUntil: 'tomorrow' }, 'PAUSE_UNTIL_INVALID', undefined],
    ['of no minutes', { pause: true, pauseMinutes: 0 }, 'PAUSE_UNTIL_INVALID', undefined],
    ['longer than a week', { pause: true, pauseMinutes: 8 * 24 * 60 }, 'PAUSE_UNTIL_TOO_FAR', { maxDays: 7 }],
    [
      'with minutes and an instant',
      { pause: true, pauseMinutes: 15, pauseUntil: minutesLater(15).toISOString() },
      'PAUSE_UNTIL_INVALID',
      undefined,
    ],
    ['without pausing', { pause: false, pauseUntil: minutesLater(15).toISOString() }, 'PAUSE_UNTIL_INVALID', undefined],
    [
      'with both',
      { pause: true, pauseUntil: minutesLater(15).toISOString(), pauseUntilOpening: true },
      'PAUSE_UNTIL_INVALID',
      undefined,
    ],
  ])('refuses a pause %s with its reason and changes nothing', async (_name, variables, reason, params) => {
    const result = await pauseAll(variables);
    const extensions = result.body.errors?.[0]?.extensions;
    expect(extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason, field: 'pauseUntil' });
    expect(extensions?.params).toEqual(params);
    for (const state of (await storedUntil()).values()) expect(state).toBe('not paused');
    expect(await queued()).toEqual([]);
  });
});
