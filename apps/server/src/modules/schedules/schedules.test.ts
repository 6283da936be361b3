import type { PlatformCode } from '@comptoir/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  accounts,
  companies,
  holidayHours,
  platformCalls,
  restaurantOpeningHours,
  type RestaurantRow,
} from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { startTestApi, type GraphQLResponse, type TestApi } from '../../testing/test-api';
import { findDemoRestaurants } from '../../testing/demo-restaurants';

const SCHEDULE = `mutation($uuid: String!, $input: [ScheduleDayInput!]!) { schedule(restaurantUuid: $uuid, input: $input) {
  restaurant { uuid } days { dayOfWeek timePeriods { startTime endTime } } lastPush { status message reason { code params { name value } } } } }`;
const SCHEDULES = `query($restaurants: [String!]) { restaurantSchedules(restaurants: $restaurants) {
  restaurant { uuid } days { dayOfWeek timePeriods { startTime endTime } } lastPush { status message reason { code params { name value } } } } }`;
const ADD = `mutation($from: String!, $to: String!, $restaurants: [String!]!) { addHolidayHours(fromDate: $from, toDate: $to, restaurants: $restaurants) {
  id fromDate toDate restaurant { uuid } push { status message reason { code } } } }`;
const LIST = `query($restaurants: [String!]) { holidayHours(restaurants: $restaurants) { id fromDate toDate restaurant { uuid } } }`;
const REMOVE = `mutation($restaurants: [String!]!, $ids: [Int!]) { removeHolidayHours(restaurants: $restaurants, ids: $ids) {
  restaurant { uuid } removed push { status message } } }`;

const SUNDAY_LUNCH_AND_DINNER = [
  {
    dayOfWeek: 7,
    timePeriods: [
      { startTime: '18:30', endTime: '22:30' },
      { startTime: '11:30', endTime: '14:30' },
    ],
  },
];
const NEXT_YEAR = new Date().getUTCFullYear() + 1;

const codeOf = (result: GraphQLResponse): unknown => result.body.errors?.[0]?.extensions?.code;

describe.each(TEST_DRIVERS)('opening and holiday hours (%s)', (driver) => {
  let api: TestApi;
  let token: string;
  const burger = new Map<PlatformCode, RestaurantRow>();
  let pizza: RestaurantRow;

  beforeAll(async () => {
    api = await startTestApi(driver);
    token = await api.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
    const demo = await findDemoRestaurants(api.database.db);
    for (const [platform, restaurant] of demo.burger) burger.set(platform, restaurant);
    pizza = demo.pizza;
  });
  afterAll(async () => {
    await api?.close();
  });
  beforeEach(async () => {
    await api.database.db.update(companies).set({ pagesAccess: [] });
    await api.database.db.update(accounts).set({ pinSessionUntil: null });
  });

  function on(platform: PlatformCode): RestaurantRow {
    const restaurant = burger.get(platform);
    if (!restaurant) throw new Error(`No demo burger restaurant on ${platform}`);
    return restaurant;
  }

  async function storedWeek(restaurantId: number) {
    return api.database.db
      .select({
        dayOfWeek: restaurantOpeningHours.dayOfWeek,
        startTime: restaurantOpeningHours.startTime,
        endTime: restaurantOpeningHours.endTime,
      })
      .from(restaurantOpeningHours)
      .where(eq(restaurantOpeningHours.restaurantId, restaurantId))
      .orderBy(asc(restaurantOpeningHours.dayOfWeek), asc(restaurantOpeningHours.startTime));
  }

  it('keeps one whole week when two saves of one restaurant race, never a mix of both', async () => {
    const restaurant = on('PLATFORM_JUST_EAT');
    const weeks = [1, 2, 3, 4, 5].map((dayOfWeek) => [
      { dayOfWeek, timePeriods: [{ startTime: '10:00', endTime: '15:00' }] },
    ]);
    const saves = await Promise.all(
      weeks.map((input) => api.graphql(SCHEDULE, { token, variables: { uuid: restaurant.uuid, input } })),
    );
    expect(saves.map((saved) => saved.body.errors)).toEqual(weeks.map(() => undefined));
    const stored = await storedWeek(restaurant.id);
    expect(stored).toHaveLength(1);
    expect(weeks.map(([day]) => day?.dayOfWeek)).toContain(stored[0]?.dayOfWeek);
  });

  it("replaces the restaurant's whole week, reads it back and queues it for the platform", async () => {
    const restaurant = on('PLATFORM_UBER_EAT');
    const saved = await api.graphql(SCHEDULE, {
      token,
      variables: { uuid: restaurant.uuid, input: SUNDAY_LUNCH_AND_DINNER },
    });
    expect(saved.body.errors).toBeUndefined();
    const week = [
      {
        dayOfWeek: 7,
        timePeriods: [
          { startTime: '11:30', endTime: '14:30' },
          { startTime: '18:30', endTime: '22:30' },
        ],
      },
    ];
    expect(saved.body.data?.schedule).toMatchObject({ restaurant: { uuid: restaurant.uuid }, days: week });
    expect(await storedWeek(restaurant.id)).toEqual([
      { dayOfWeek: 7, startTime: '11:30', endTime: '14:30' },
      { dayOfWeek: 7, startTime: '18:30', endTime: '22:30' },
    ]);
    const calls = await api.database.db
      .select()
      .from(platformCalls)
      .where(and(eq(platformCalls.restaurantId, restaurant.id), eq(platformCalls.action, 'hours.opening')))
      .orderBy(asc(platformCalls.id));
    expect(calls).toEqual([expect.objectContaining({ platform: 'PLATFORM_UBER_EAT', method: 'PUT' })]);

    const listed = await api.graphql(SCHEDULES, { token, variables: { restaurants: [restaurant.uuid] } });
    expect(listed.body.data?.restaurantSchedules).toEqual([
      {
        restaurant: { uuid: restaurant.uuid },
        days: week,
        lastPush: expect.objectContaining({ status: expect.any(String) }),
      },
    ]);
  });

  it('says plainly when a platform takes no hours through its API', async () => {
    const glovo = await api.graphql(SCHEDULE, {
      token,
      variables: { uuid: on('PLATFORM_GLOVO').uuid, input: SUNDAY_LUNCH_AND_DINNER },
    });
    expect(glovo.body.data?.schedule).toMatchObject({
      lastPush: {
        status: 'UNSUPPORTED',
        message: 'Glovo: opening hours are set in the Glovo Partner Webapp, not through its API',
        // What the screens translate (docs/errors.md#data); the message above stays for API clients.
        reason: { code: 'OPENING_HOURS_IN_PARTNER_PORTAL', params: [{ name: 'platform', value: 'Glovo' }] },
      },
    });
    const own = await api.graphql(SCHEDULE, {
      token,
      variables: { uuid: on('PLATFORM_CLICK_N_COLLECT').uuid, input: [] },
    });
    expect(own.body.data?.schedule).toMatchObject({
      days: [],
      lastPush: {
        status: 'UNSUPPORTED',
        message: "Click N Collect is Comptoir's own channel: Comptoir applies it itself",
        reason: { code: 'APPLIED_BY_COMPTOIR', params: [{ name: 'platform', value: 'Click N Collect' }] },
      },
    });
  });

  it('refuses overlapping periods with a message naming the day and the periods, and changes nothing', async () => {
    const restaurant = on('PLATFORM_DELIVEROO');
    const before = await storedWeek(restaurant.id);
    const calls = (await api.database.db.select().from(platformCalls)).length;
    const input = [
      {
        dayOfWeek: 7,
        timePeriods: [
          { startTime: '11:30', endTime: '14:30' },
          { startTime: '14:00', endTime: '22:30' },
        ],
      },
    ];
    const refused = await api.graphql(SCHEDULE, { token, variables: { uuid: restaurant.uuid, input } });
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'Sunday: 11:30–14:30 and 14:00–22:30 overlap',
      extensions: {
        code: 'BAD_USER_INPUT',
        reason: 'INVALID_SCHEDULE',
        scheduleIssues: [{ code: 'periods_overlap', dayOfWeek: 7 }],
      },
    });
    expect(await storedWeek(restaurant.id)).toEqual(before);
    expect(await api.database.db.select().from(platformCalls)).toHaveLength(calls);

    const midnight = await api.graphql(SCHEDULE, {
      token,
      variables: {
        uuid: restaurant.uuid,
        input: [{ dayOfWeek: 5, timePeriods: [{ startTime: '18:30', endTime: '01:00' }] }],
      },
    });
    expect(codeOf(midnight)).toBe('BAD_USER_INPUT');
    expect(midnight.body.errors?.[0]?.message).toContain('Friday: 18:30–01:00 must start before it ends');
  });

  it("keeps to the viewer's restaurants: another company's is not found, and not listed", async () => {
    const other = await api.graphql(SCHEDULE, {
      token,
      variables: { uuid: pizza.uuid, input: SUNDAY_LUNCH_AND_DINNER },
    });
    expect(codeOf(other)).toBe('NOT_FOUND');
    const listed = await api.graphql(SCHEDULES, {
      token,
      variables: { restaurants: [pizza.uuid, on('PLATFORM_GLOVO').uuid] },
    });
    expect(listed.body.data?.restaurantSchedules).toEqual([
      expect.objectContaining({ restaurant: { uuid: on('PLATFORM_GLOVO').uuid } }),
    ]);
    const all = await api.graphql(SCHEDULES, { token });
    expect((all.body.data?.restaurantSchedules as unknown[]).length).toBe(burger.size);
    const add = await api.graphql(ADD, {
      token,
      variables: {
        from: `${NEXT_YEAR}-01-02`,
        to: `${NEXT_YEAR}-01-02`,
        restaurants: [on('PLATFORM_GLOVO').uuid, pizza.uuid],
      },
    });
    expect(codeOf(add)).toBe('NOT_FOUND');
    expect(
      await api.database.db
        .select()
        .from(holidayHours)
        .where(eq(holidayHours.fromDate, `${NEXT_YEAR}-01-02`)),
    ).toEqual([]);
  });

  it("asks for the PIN when the page access protects 'schedule' or 'holiday'", async () => {
    await api.database.db.update(companies).set({
      pagesAccess: [
        { tag: 'schedule', pinRequired: true },
        { tag: 'holiday', pinRequired: true },
      ],
    });
    const schedule = await api.graphql(SCHEDULE, { token, variables: { uuid: on('PLATFORM_GLOVO').uuid, input: [] } });
    expect(codeOf(schedule)).toBe('PIN_REQUIRED');
    const add = await api.graphql(ADD, {
      token,
      variables: { from: `${NEXT_YEAR}-01-03`, to: `${NEXT_YEAR}-01-03`, restaurants: [on('PLATFORM_GLOVO').uuid] },
    });
    expect(codeOf(add)).toBe('PIN_REQUIRED');
    const listed = await api.graphql(SCHEDULES, { token });
    expect(listed.body.errors).toBeUndefined();
  });

  it('adds a closure to two restaurants, lists it, removes one by id, then the rest', async () => {
    const [glovo, uber] = [on('PLATFORM_GLOVO'), on('PLATFORM_UBER_EAT')];
    const from = `${NEXT_YEAR}-08-01`;
    const to = `${NEXT_YEAR}-08-15`;
    const added = await api.graphql(ADD, { token, variables: { from, to, restaurants: [glovo.uuid, uber.uuid] } });
    expect(added.body.errors).toBeUndefined();
    const rows = added.body.data?.addHolidayHours as {
      id: number;
      restaurant: { uuid: string };
      push: { status: string; message: string | null; reason: { code: string } | null };
    }[];
    expect(rows.map((row) => row.restaurant.uuid).sort()).toEqual([glovo.uuid, uber.uuid].sort());
    expect(rows.find((row) => row.restaurant.uuid === glovo.uuid)?.push).toEqual({
      status: 'UNSUPPORTED',
      message: 'Glovo: holiday hours are set in the Glovo Partner Webapp, not through its API',
      reason: { code: 'HOLIDAY_HOURS_IN_PARTNER_PORTAL' },
    });

    const listed = await api.graphql(LIST, { token, variables: { restaurants: [glovo.uuid, uber.uuid] } });
    const closures = (
      listed.body.data?.holidayHours as { fromDate: string; toDate: string; restaurant: { uuid: string } }[]
    ).filter((row) => row.fromDate === from);
    expect(closures).toHaveLength(2);
    expect(closures.every((row) => row.toDate === to)).toBe(true);

    const glovoRow = rows.find((row) => row.restaurant.uuid === glovo.uuid);
    const one = await api.graphql(REMOVE, { token, variables: { restaurants: [glovo.uuid], ids: [glovoRow?.id] } });
    expect(one.body.data?.removeHolidayHours).toEqual([
      { restaurant: { uuid: glovo.uuid }, removed: 1, push: expect.objectContaining({ status: 'UNSUPPORTED' }) },
    ]);
    const othersId = rows.find((row) => row.restaurant.uuid === uber.uuid)?.id;
    const wrongRestaurant = await api.graphql(REMOVE, {
      token,
      variables: { restaurants: [glovo.uuid], ids: [othersId] },
    });
    expect(codeOf(wrongRestaurant)).toBe('NOT_FOUND');
    expect(
      await api.database.db
        .select()
        .from(holidayHours)
        .where(eq(holidayHours.id, othersId ?? 0)),
    ).toHaveLength(1);

    const rest = await api.graphql(REMOVE, { token, variables: { restaurants: [uber.uuid] } });
    // The seeded Christmas closure goes too: without ids, every closure of the restaurant.
    expect(rest.body.data?.removeHolidayHours).toEqual([
      { restaurant: { uuid: uber.uuid }, removed: 2, push: expect.anything() },
    ]);
    expect(await api.database.db.select().from(holidayHours).where(eq(holidayHours.restaurantId, uber.id))).toEqual([]);
  });

  it.each([
    ['not a date', '2026-02-30', `${NEXT_YEAR}-03-01`, 'fromDate "2026-02-30" is not a date (YYYY-MM-DD)'],
    [
      'another format',
      `01/03/${NEXT_YEAR}`,
      `${NEXT_YEAR}-03-01`,
      `fromDate "01/03/${NEXT_YEAR}" is not a date (YYYY-MM-DD)`,
    ],
    [
      'reversed',
      `${NEXT_YEAR}-03-02`,
      `${NEXT_YEAR}-03-01`,
      `The closure ends (${NEXT_YEAR}-03-01) before it starts (${NEXT_YEAR}-03-02)`,
    ],
    ['in the past', '2020-03-01', '2020-03-02', 'The closure ended on 2020-03-02, before today'],
    ['too long', `${NEXT_YEAR}-01-01`, `${NEXT_YEAR + 2}-01-01`, 'at most 366'],
  ])('refuses a closure %s and writes nothing', async (_name, from, to, message) => {
    const before = (await api.database.db.select().from(holidayHours)).length;
    const refused = await api.graphql(ADD, {
      token,
      variables: { from, to, restaurants: [on('PLATFORM_GLOVO').uuid] },
    });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.body.errors?.[0]?.message).toContain(message);
    // The screens say it from the reason and each issue's code, in the reader's language (docs/errors.md).
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({
      reason: 'INVALID_HOLIDAY',
      holidayIssues: [expect.objectContaining({ code: expect.stringMatching(/^[a-z_]+$/) })],
    });
    expect(await api.database.db.select().from(holidayHours)).toHaveLength(before);
  });

  it('names why a closure with no restaurant chosen is refused', async () => {
    const refused = await api.graphql(ADD, {
      token,
      variables: { from: `${NEXT_YEAR}-03-01`, to: `${NEXT_YEAR}-03-02`, restaurants: [] },
    });
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'Choose at least one restaurant',
      extensions: { code: 'BAD_USER_INPUT', reason: 'NO_RESTAURANT_CHOSEN' },
    });
  });
});
