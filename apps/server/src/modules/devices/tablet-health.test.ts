import { randomUUID } from 'node:crypto';
import { localDateOf, weekdayOf } from '@comptoir/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, restaurantOpeningHours, restaurants, type RestaurantRow } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAMES } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { captureStatements } from '../../testing/count-statements';
import { findDemoRestaurants } from '../../testing/demo-restaurants';
import { startTestApi, type TestApi } from '../../testing/test-api';

const CHECK_IN = 'mutation($input: DeviceInput!) { device(input: $input) }';
const ENROL = 'mutation($deviceName: String!) { createTabletEnrolment(deviceName: $deviceName) { code } }';
const LOGIN_WITH_CODE = 'mutation($code: String!) { loginWithCode(code: $code) { token } }';
const SILENCES = '{ restaurants(first: 100) { edges { node { uuid tabletsSilentSince } } } }';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe.each(TEST_DRIVERS)('tablet health (%s)', (driver) => {
  let api: TestApi;
  const tokens = { burger: '', pizza: '', admin: '', app: '' };
  let burgerRestaurants: RestaurantRow[];
  let pizzaRestaurant: RestaurantRow;
  const companyIds = { burger: 0, pizza: 0 };

  beforeAll(async () => {
    api = await startTestApi(driver);
    tokens.burger = await api.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
    tokens.pizza = await api.signIn(DEMO_ACCOUNTS.basic.email, DEMO_ACCOUNTS.basic.password);
    tokens.admin = await api.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    tokens.app = await api.signIn(DEMO_ACCOUNTS.app.email, DEMO_ACCOUNTS.app.password);
    const demo = await findDemoRestaurants(api.database.db);
    pizzaRestaurant = demo.pizza;
    const rows = await api.database.db.select({ id: companies.id, name: companies.name }).from(companies);
    companyIds.burger = rows.find((row) => row.name === DEMO_COMPANY_NAMES.burger)?.id ?? 0;
    companyIds.pizza = pizzaRestaurant.companyId;
    burgerRestaurants = await api.database.db
      .select()
      .from(restaurants)
      .where(eq(restaurants.companyId, companyIds.burger));
  });
  afterAll(async () => {
    await api?.close();
  });

  const lastPingOf = async (companyId: number) =>
    (
      await api.database.db.select({ lastPing: companies.lastPing }).from(companies).where(eq(companies.id, companyId))
    )[0]?.lastPing ?? null;

  /** Every restaurant of the company open all week, or open every day but today (in its own time zone). */
  async function setHours(companyRestaurants: readonly RestaurantRow[], open: boolean) {
    const ids = companyRestaurants.map((restaurant) => restaurant.id);
    await api.database.db.delete(restaurantOpeningHours).where(inArray(restaurantOpeningHours.restaurantId, ids));
    const values = companyRestaurants.flatMap((restaurant) => {
      const today = weekdayOf(localDateOf(new Date(), restaurant.timezone)) || 7;
      return [1, 2, 3, 4, 5, 6, 7]
        .filter((dayOfWeek) => open || dayOfWeek !== today)
        .map((dayOfWeek) => ({ restaurantId: restaurant.id, dayOfWeek, startTime: '00:00', endTime: '24:00' }));
    });
    await api.database.db.insert(restaurantOpeningHours).values(values);
  }

  async function silencesSeenBy(token: string): Promise<Map<string, string | null>> {
    const result = await api.graphql(SILENCES, { token });
    expect(result.body.errors).toBeUndefined();
    const edges = (
      result.body.data?.restaurants as { edges: { node: { uuid: string; tabletsSilentSince: string | null } }[] }
    ).edges;
    return new Map(edges.map((edge) => [edge.node.uuid, edge.node.tabletsSilentSince]));
  }

  it("moves the company's lastPing with each check-in, by uuid or by an enrolled tablet's token", async () => {
    await api.database.db.update(companies).set({ lastPing: null }).where(eq(companies.id, companyIds.burger));
    const before = Date.now();
    const checkIn = await api.graphql(CHECK_IN, {
      token: tokens.burger,
      variables: { input: { uuid: randomUUID(), batteryLevel: 0.4 } },
    });
    expect(checkIn.body.data?.device).toBe(true);
    const first = await lastPingOf(companyIds.burger);
    expect(first?.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    expect(await lastPingOf(companyIds.pizza)).toBeNull();

    const enrolment = await api.graphql(ENROL, { token: tokens.burger, variables: { deviceName: 'Kitchen' } });
    const code = (enrolment.body.data?.createTabletEnrolment as { code: string }).code;
    const login = await api.graphql(LOGIN_WITH_CODE, { variables: { code }, clientAddress: '10.55.0.1' });
    const tabletToken = (login.body.data?.loginWithCode as { token: string }).token;
    await api.database.db
      .update(companies)
      .set({ lastPing: minutesAgo(30) })
      .where(eq(companies.id, companyIds.burger));
    await api.graphql(CHECK_IN, { token: tabletToken, variables: { input: { uuid: randomUUID() } } });
    expect((await lastPingOf(companyIds.burger))?.getTime()).toBeGreaterThanOrEqual(first?.getTime() ?? Infinity);
  });

  it('does not move lastPing for an administrator acting as the company', async () => {
    const old = minutesAgo(30);
    await api.database.db.update(companies).set({ lastPing: old }).where(eq(companies.id, companyIds.burger));
    await api.graphql(CHECK_IN, {
      token: tokens.admin,
      switchUser: DEMO_ACCOUNTS.company.email,
      variables: { input: { uuid: randomUUID() } },
    });
    expect(await lastPingOf(companyIds.burger)).toEqual(old);
  });

  it('raises the problem on the open restaurants of a company silent for 6 minutes, to it and to an administrator only', async () => {
    const silentSince = minutesAgo(6);
    await api.database.db.update(companies).set({ lastPing: silentSince }).where(eq(companies.id, companyIds.burger));
    await setHours(burgerRestaurants, true);
    await setHours([pizzaRestaurant], true);
    await api.database.db
      .update(companies)
      .set({ lastPing: minutesAgo(1) })
      .where(eq(companies.id, companyIds.pizza));

    const seenByBurger = await silencesSeenBy(tokens.burger);
    for (const restaurant of burgerRestaurants)
      expect(seenByBurger.get(restaurant.uuid)).toBe(silentSince.toISOString());
    const seenByAdmin = await silencesSeenBy(tokens.admin);
    expect(seenByAdmin.get(burgerRestaurants[0]?.uuid ?? '')).toBe(silentSince.toISOString());
    expect(seenByAdmin.get(pizzaRestaurant.uuid)).toBeNull();

    // Another company sees none of it: not on its own restaurants, and it cannot see Demo Burger Co's.
    const seenByPizza = await silencesSeenBy(tokens.pizza);
    expect([...seenByPizza.values()].every((since) => since === null)).toBe(true);
    expect(burgerRestaurants.some((restaurant) => seenByPizza.has(restaurant.uuid))).toBe(false);
    // Tablets are none of an application's business.
    expect([...(await silencesSeenBy(tokens.app)).values()].every((since) => since === null)).toBe(true);
  });

  it('judges every restaurant of the page in two statements, whatever their number', async () => {
    await api.database.db
      .update(companies)
      .set({ lastPing: minutesAgo(6) })
      .where(eq(companies.id, companyIds.burger));
    await setHours(burgerRestaurants, true);
    const without = await captureStatements(api.database, () =>
      api.graphql('{ restaurants(first: 100) { edges { node { uuid } } } }', { token: tokens.admin }),
    );
    const withSilences = await captureStatements(api.database, () => silencesSeenBy(tokens.admin));
    expect(burgerRestaurants.length).toBeGreaterThan(2);
    expect(withSilences.length - without.length).toBe(2);
  });

  it('raises nothing while the restaurants are closed, without hours, or after a recent check-in', async () => {
    await api.database.db
      .update(companies)
      .set({ lastPing: minutesAgo(6) })
      .where(eq(companies.id, companyIds.burger));
    await setHours(burgerRestaurants, false);
    expect([...(await silencesSeenBy(tokens.burger)).values()].every((since) => since === null)).toBe(true);

    await api.database.db.delete(restaurantOpeningHours).where(
      inArray(
        restaurantOpeningHours.restaurantId,
        burgerRestaurants.map((r) => r.id),
      ),
    );
    expect([...(await silencesSeenBy(tokens.burger)).values()].every((since) => since === null)).toBe(true);

    await setHours(burgerRestaurants, true);
    await api.graphql(CHECK_IN, { token: tokens.burger, variables: { input: { uuid: randomUUID() } } });
    expect([...(await silencesSeenBy(tokens.burger)).values()].every((since) => since === null)).toBe(true);
  });
});
