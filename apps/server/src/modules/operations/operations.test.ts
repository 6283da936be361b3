import type { PlatformCode } from '@comptoir/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  accounts,
  auditLog,
  companies,
  loginAttempts,
  platformCalls,
  restaurants,
  type RestaurantRow,
} from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_PIN } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { STORE_CALL_ACTIONS } from '../../platforms/outbound/queue-store-call';
import { findAccountByEmail, startTestApi, type GraphQLResponse, type TestApi } from '../../testing/test-api';
import { findDemoRestaurants } from '../../testing/demo-restaurants';

type SentAction = { restaurantId: number | null; type: string };

const TYPE_OF_CALL = new Map<string, string>(
  Object.entries(STORE_CALL_ACTIONS).map(([type, action]) => [action, type]),
);

const COMPANY = 'id autoAccept autoPrintEnabled delayingOrder isBusy restaurants { uuid isPaused }';
const COMPANY_OPERATION = `mutation($autoAccept: Boolean, $autoPrint: Boolean, $pause: Boolean, $delayingOrder: DelayingOrderInput) {
  companyOperation(autoAccept: $autoAccept, autoPrint: $autoPrint, pause: $pause, delayingOrder: $delayingOrder) { ${COMPANY} } }`;
const PAUSE_RESTAURANT = `mutation($uuid: String!, $pause: Boolean!) { pauseRestaurant(restaurantUuid: $uuid, pause: $pause) { uuid isPaused } }`;
const CHECK_PIN = 'mutation($code: String!) { checkPin(code: $code) { expiresAt } }';

type CompanyResult = {
  id: number;
  autoAccept: boolean;
  autoPrintEnabled: boolean;
  delayingOrder: string | null;
  isBusy: boolean;
  restaurants: { uuid: string; isPaused: boolean }[];
};

function codeOf(result: GraphQLResponse): unknown {
  return result.body.errors?.[0]?.extensions?.code;
}

describe.each(TEST_DRIVERS)('operator controls (%s)', (driver) => {
  let api: TestApi;
  let companyToken: string;
  let adminToken: string;
  let burgerId: number;
  let burgerAccountId: number;
  const burger = new Map<PlatformCode, RestaurantRow>();
  let pizzaRestaurant: RestaurantRow;

  beforeAll(async () => {
    api = await startTestApi(driver);
    companyToken = await api.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
    adminToken = await api.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const demo = await findDemoRestaurants(api.database.db);
    for (const [platform, restaurant] of demo.burger) burger.set(platform, restaurant);
    pizzaRestaurant = demo.pizza;
    const first = [...burger.values()][0];
    if (!first) throw new Error('demo restaurants missing');
    burgerId = first.companyId;
    burgerAccountId = (await findAccountByEmail(api.database, DEMO_ACCOUNTS.company.email)).id;
  });
  afterAll(async () => {
    await api?.close();
  });
  // What the change queued in the platform outbox, in order (docs/architecture.md#outbox).
  const sent = async (): Promise<SentAction[]> => {
    const rows = await api.database.db
      .select({ restaurantId: platformCalls.restaurantId, action: platformCalls.action })
      .from(platformCalls)
      .orderBy(platformCalls.id);
    return rows.map((row) => ({ restaurantId: row.restaurantId, type: TYPE_OF_CALL.get(row.action) ?? row.action }));
  };
  const clearSent = () => api.database.db.delete(platformCalls);

  beforeEach(async () => {
    const db = api.database.db;
    await clearSent();
    await db.update(restaurants).set({ isPaused: false, pausedAt: null });
    await db
      .update(companies)
      .set({ delayingOrder: null, autoAccept: false, autoPrintEnabled: false, pagesAccess: [] })
      .where(eq(companies.id, burgerId));
    await db.update(accounts).set({ pinSessionUntil: null }).where(eq(accounts.id, burgerAccountId));
    await db.delete(loginAttempts);
  });

  function restaurantOf(platform: PlatformCode): RestaurantRow {
    const restaurant = burger.get(platform);
    if (!restaurant) throw new Error(`No demo burger restaurant on ${platform}`);
    return restaurant;
  }

  async function requirePinForOrders() {
    await api.database.db
      .update(companies)
      .set({ pagesAccess: [{ tag: 'orders', pinRequired: true }] })
      .where(eq(companies.id, burgerId));
  }

  async function pausedUuids(): Promise<string[]> {
    const rows = await api.database.db
      .select({ uuid: restaurants.uuid })
      .from(restaurants)
      .where(eq(restaurants.isPaused, true));
    return rows.map((row) => row.uuid).sort();
  }

  describe('pauseRestaurant', () => {
    it('pauses and unpauses one restaurant and tells its platform', async () => {
      const uberEats = restaurantOf('PLATFORM_UBER_EAT');
      const paused = await api.graphql(PAUSE_RESTAURANT, {
        token: companyToken,
        variables: { uuid: uberEats.uuid, pause: true },
      });
      expect(paused.body.data?.pauseRestaurant).toEqual({ uuid: uberEats.uuid, isPaused: true });
      expect(await pausedUuids()).toEqual([uberEats.uuid]);
      const [row] = await api.database.db.select().from(restaurants).where(eq(restaurants.id, uberEats.id));
      expect(row?.pausedAt).toBeInstanceOf(Date);

      const resumed = await api.graphql(PAUSE_RESTAURANT, {
        token: companyToken,
        variables: { uuid: uberEats.uuid, pause: false },
      });
      expect(resumed.body.data?.pauseRestaurant).toEqual({ uuid: uberEats.uuid, isPaused: false });
      expect(await pausedUuids()).toEqual([]);
      expect(await sent()).toEqual([
        { restaurantId: uberEats.id, type: 'pause' },
        { restaurantId: uberEats.id, type: 'unpause' },
      ]);
    });

    it('refuses Just Eat, which has no pause call', async () => {
      const justEat = restaurantOf('PLATFORM_JUST_EAT');
      const result = await api.graphql(PAUSE_RESTAURANT, {
        token: companyToken,
        variables: { uuid: justEat.uuid, pause: true },
      });
      expect(codeOf(result)).toBe('BAD_USER_INPUT');
      expect(result.body.errors?.[0]?.message).toBe('Pausing is not available for Just Eat');
      expect(await pausedUuids()).toEqual([]);
      expect(await sent()).toEqual([]);
    });

    it("answers NOT_FOUND for another company's restaurant, BAD_USER_INPUT for a malformed uuid", async () => {
      const other = await api.graphql(PAUSE_RESTAURANT, {
        token: companyToken,
        variables: { uuid: pizzaRestaurant.uuid, pause: true },
      });
      expect(codeOf(other)).toBe('NOT_FOUND');
      const malformed = await api.graphql(PAUSE_RESTAURANT, {
        token: companyToken,
        variables: { uuid: 'not-a-uuid', pause: true },
      });
      expect(malformed.body.errors?.[0]).toMatchObject({
        message: 'restaurantUuid must be a restaurant uuid',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(await pausedUuids()).toEqual([]);
      expect(await sent()).toEqual([]);
    });

    it('records who paused the restaurant, and whom an administrator acted as', async () => {
      const uberEats = restaurantOf('PLATFORM_UBER_EAT');
      await api.graphql(PAUSE_RESTAURANT, { token: companyToken, variables: { uuid: uberEats.uuid, pause: true } });
      await api.graphql(PAUSE_RESTAURANT, {
        token: adminToken,
        switchUser: DEMO_ACCOUNTS.company.email,
        variables: { uuid: uberEats.uuid, pause: false },
      });
      const admin = await findAccountByEmail(api.database, DEMO_ACCOUNTS.admin.email);
      const rows = await api.database.db
        .select({ actor: auditLog.actorAccountId, subject: auditLog.subjectAccountId, data: auditLog.data })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'restaurant.pause'), eq(auditLog.entityId, uberEats.uuid)));
      expect(rows.slice(-2)).toEqual([
        { actor: burgerAccountId, subject: null, data: { pause: true } },
        { actor: admin.id, subject: burgerAccountId, data: { pause: false } },
      ]);
    });
  });

  describe('companyOperation', () => {
    it('pauses every restaurant but Just Eat, then resumes them', async () => {
      const pausable = [...burger.entries()]
        .filter(([platform]) => platform !== 'PLATFORM_JUST_EAT')
        .map(([, restaurant]) => restaurant);
      const result = await api.graphql(COMPANY_OPERATION, { token: companyToken, variables: { pause: true } });
      expect(result.body.errors).toBeUndefined();
      const company = result.body.data?.companyOperation as CompanyResult;
      const justEat = restaurantOf('PLATFORM_JUST_EAT');
      for (const restaurant of company.restaurants) expect(restaurant.isPaused).toBe(restaurant.uuid !== justEat.uuid);
      expect(await pausedUuids()).toEqual(pausable.map((restaurant) => restaurant.uuid).sort());
      const paused = await sent();
      expect(paused.map((entry) => entry.restaurantId).sort()).toEqual(
        pausable.map((restaurant) => restaurant.id).sort(),
      );
      expect(paused.every((entry) => entry.type === 'pause')).toBe(true);

      await clearSent();
      await api.graphql(COMPANY_OPERATION, { token: companyToken, variables: { pause: false } });
      expect(await pausedUuids()).toEqual([]);
      const resumed = await sent();
      expect(resumed).toHaveLength(pausable.length);
      expect(resumed.every((entry) => entry.type === 'unpause')).toBe(true);
    });

    it('turns busy mode on for the chosen time and sends the preparation time to every restaurant', async () => {
      const before = Date.now();
      const result = await api.graphql(COMPANY_OPERATION, {
        token: companyToken,
        variables: { delayingOrder: { preparationTime: 20, busyTime: 30 } },
      });
      const company = result.body.data?.companyOperation as CompanyResult;
      expect(company.isBusy).toBe(true);
      const until = Date.parse(company.delayingOrder ?? '');
      expect(until).toBeGreaterThanOrEqual(before + 30 * 60_000);
      expect(until).toBeLessThan(Date.now() + 30 * 60_000 + 1000);
      const busy = await sent();
      expect(busy).toHaveLength(burger.size);
      expect(busy.every((entry) => entry.type === 'busy')).toBe(true);

      await clearSent();
      const off = await api.graphql(COMPANY_OPERATION, {
        token: companyToken,
        variables: { delayingOrder: { preparationTime: 0, busyTime: 0 } },
      });
      expect(off.body.data?.companyOperation).toMatchObject({ isBusy: false, delayingOrder: null });
      const notBusy = await sent();
      expect(notBusy).toHaveLength(burger.size);
      expect(notBusy.every((entry) => entry.type === 'notBusy')).toBe(true);
    });

    it('refuses busy times outside the dialog choices and changes nothing', async () => {
      for (const delayingOrder of [
        { preparationTime: 7, busyTime: 15 },
        { preparationTime: 5, busyTime: 20 },
        { preparationTime: 0, busyTime: 15 },
      ]) {
        const result = await api.graphql(COMPANY_OPERATION, { token: companyToken, variables: { delayingOrder } });
        expect(codeOf(result)).toBe('BAD_USER_INPUT');
      }
      const [company] = await api.database.db.select().from(companies).where(eq(companies.id, burgerId));
      expect(company?.delayingOrder).toBeNull();
      expect(await sent()).toEqual([]);
    });

    it('switches auto-accept and auto-print and records each change', async () => {
      const result = await api.graphql(COMPANY_OPERATION, {
        token: companyToken,
        variables: { autoAccept: true, autoPrint: true },
      });
      expect(result.body.data?.companyOperation).toMatchObject({
        id: burgerId,
        autoAccept: true,
        autoPrintEnabled: true,
      });
      const rows = await api.database.db
        .select({ action: auditLog.action, actor: auditLog.actorAccountId, data: auditLog.data })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entityId, String(burgerId)),
            inArray(auditLog.action, ['company.auto-accept', 'company.auto-print']),
          ),
        );
      expect(rows.slice(-2)).toEqual([
        { action: 'company.auto-accept', actor: burgerAccountId, data: { autoAccept: true } },
        { action: 'company.auto-print', actor: burgerAccountId, data: { autoPrintEnabled: true } },
      ]);
    });

    it('is for companies: an administrator must act as the company', async () => {
      const direct = await api.graphql(COMPANY_OPERATION, { token: adminToken, variables: { autoAccept: true } });
      expect(codeOf(direct)).toBe('FORBIDDEN');
      const switched = await api.graphql(COMPANY_OPERATION, {
        token: adminToken,
        switchUser: DEMO_ACCOUNTS.company.email,
        variables: { autoAccept: true },
      });
      expect(switched.body.data?.companyOperation).toMatchObject({ id: burgerId, autoAccept: true });
    });
  });

  describe('PIN enforcement', () => {
    it('refuses pause, busy mode and auto-accept without a PIN session when the page access requires it', async () => {
      await requirePinForOrders();
      const refused = [
        await api.graphql(COMPANY_OPERATION, { token: companyToken, variables: { autoAccept: true } }),
        await api.graphql(COMPANY_OPERATION, { token: companyToken, variables: { pause: true } }),
        await api.graphql(COMPANY_OPERATION, {
          token: companyToken,
          variables: { delayingOrder: { preparationTime: 5, busyTime: 15 } },
        }),
        await api.graphql(PAUSE_RESTAURANT, {
          token: companyToken,
          variables: { uuid: restaurantOf('PLATFORM_UBER_EAT').uuid, pause: true },
        }),
      ];
      expect(refused.map(codeOf)).toEqual(['PIN_REQUIRED', 'PIN_REQUIRED', 'PIN_REQUIRED', 'PIN_REQUIRED']);
      const [company] = await api.database.db.select().from(companies).where(eq(companies.id, burgerId));
      expect(company).toMatchObject({ autoAccept: false, delayingOrder: null });
      expect(await pausedUuids()).toEqual([]);
      expect(await sent()).toEqual([]);

      // Auto-print is not one of the protected actions (docs/pin.md#protected-actions).
      const autoPrint = await api.graphql(COMPANY_OPERATION, { token: companyToken, variables: { autoPrint: true } });
      expect(autoPrint.body.data?.companyOperation).toMatchObject({ autoPrintEnabled: true });
    });

    it('allows them once the PIN is entered, until the PIN is locked again', async () => {
      await requirePinForOrders();
      const pin = await api.graphql(CHECK_PIN, { token: companyToken, variables: { code: DEMO_PIN } });
      expect(pin.body.errors).toBeUndefined();
      const allowed = await api.graphql(COMPANY_OPERATION, { token: companyToken, variables: { autoAccept: true } });
      expect(allowed.body.data?.companyOperation).toMatchObject({ autoAccept: true });

      await api.graphql('mutation { lockPin }', { token: companyToken });
      const locked = await api.graphql(COMPANY_OPERATION, { token: companyToken, variables: { autoAccept: false } });
      expect(codeOf(locked)).toBe('PIN_REQUIRED');
    });

    it('does not ask administrators, nor an administrator acting as the company', async () => {
      await requirePinForOrders();
      const uuid = restaurantOf('PLATFORM_UBER_EAT').uuid;
      const admin = await api.graphql(PAUSE_RESTAURANT, { token: adminToken, variables: { uuid, pause: true } });
      expect(admin.body.data?.pauseRestaurant).toEqual({ uuid, isPaused: true });
      const switched = await api.graphql(COMPANY_OPERATION, {
        token: adminToken,
        switchUser: DEMO_ACCOUNTS.company.email,
        variables: { pause: false },
      });
      expect(switched.body.errors).toBeUndefined();
      expect(await pausedUuids()).toEqual([]);
    });
  });
});
