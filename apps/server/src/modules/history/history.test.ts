import type { OrderStatus, PlatformCode } from '@comptoir/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, companies, restaurants } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAMES } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { captureStatements } from '../../testing/count-statements';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { aCart } from '../orders/testing/a-cart';
import { foldRollupDeltas } from '../reports/rollup-worker';
import type { HistoryStats } from './history-stats';
import {
  expectedRows,
  expectedStats,
  loadHistoryRows,
  localDay,
  type ExpectedFilter,
} from './testing/expected-history';

const HISTORY = `query($first: Int, $after: String, $fromDate: String!, $toDate: String!, $platforms: [PlatformName!],
  $restaurants: [String!], $company: Int) {
  history(first: $first, after: $after, fromDate: $fromDate, toDate: $toDate, platforms: $platforms, restaurants: $restaurants,
    company: $company) {
    totalCount
    stats { count totalWithImage subtotal promo canceled canceledTotal total }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    edges { cursor node { id createdAt restaurant { uuid title platform { name } } } }
  }
}`;

type HistoryPage = {
  totalCount: number;
  stats: HistoryStats;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
  edges: { cursor: string; node: { id: number; restaurant: { uuid: string; platform: { name: string } } } }[];
};

type Variables = Omit<ExpectedFilter, 'companyIds'> & { first?: number; after?: string | null; company?: number };

// A week of March 2025 that the two-day demo seed never reaches: these orders are the only ones in it.
const WEEK = { fromDate: '2025-03-10', toDate: '2025-03-16' };
const STATUSES: OrderStatus[] = [
  'COMPLETED',
  'FINISHED',
  'ACCEPTED',
  'CANCELED',
  'DENIED',
  'REJECTED',
  'FAILED',
  'ERROR',
  'CREATED',
];
const BURGER_PLATFORMS: PlatformCode[] = [
  'PLATFORM_UBER_EAT',
  'PLATFORM_DELIVEROO',
  'PLATFORM_GLOVO',
  'PLATFORM_JUST_EAT',
];
const PIZZA_PLATFORMS: PlatformCode[] = ['PLATFORM_UBER_EAT', 'PLATFORM_DELIVEROO'];
const ZERO: HistoryStats = {
  count: 0,
  totalWithImage: 0,
  subtotal: 0,
  promo: 0,
  canceled: 0,
  canceledTotal: 0,
  total: 0,
};

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

describe.each(TEST_DRIVERS)('history (%s)', (driver) => {
  let api: TestApi;
  const tokens: Record<'admin' | 'manager' | 'company' | 'basic' | 'app', string> = {
    admin: '',
    manager: '',
    company: '',
    basic: '',
    app: '',
  };
  const companyIds = { burger: 0, pizza: 0 };

  beforeAll(async () => {
    api = await startTestApi(driver);
    for (const key of Object.keys(tokens) as (keyof typeof tokens)[]) {
      tokens[key] = await api.signIn(DEMO_ACCOUNTS[key].email, DEMO_ACCOUNTS[key].password);
    }
    const rows = await api.database.db.select({ id: companies.id, name: companies.name }).from(companies);
    companyIds.burger = rows.find((row) => row.name === DEMO_COMPANY_NAMES.burger)?.id ?? 0;
    companyIds.pizza = rows.find((row) => row.name === DEMO_COMPANY_NAMES.pizza)?.id ?? 0;
    await seedWeek();
  });
  afterAll(async () => {
    await api?.close();
  });

  // Deterministic pseudo-random orders over WEEK, a burst sharing one millisecond, and microsecond offsets that a
  // millisecond cursor would get wrong.
  async function seedWeek(): Promise<void> {
    // mulberry32: small, seeded, and its low bits are as random as its high ones.
    let state = 7;
    const next = (bound: number) => {
      state = (state + 0x6d2b79f5) | 0;
      let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
      mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
      return Math.floor((((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296) * bound);
    };
    const ids: number[] = [];
    for (let index = 0; index < 48; index += 1) {
      const company = next(3) === 0 ? 'pizza' : 'burger';
      const platforms = company === 'pizza' ? PIZZA_PLATFORMS : BURGER_PLATFORMS;
      const subtotal = 500 + next(4_000);
      const promo = next(2) === 0 ? next(subtotal / 2) : 0;
      const deliveryPrice = next(400);
      const tips = next(3) === 0 ? next(300) : 0;
      const cart = await aCart(api.database.db, {
        company,
        platform: platforms[next(platforms.length)],
        status: STATUSES[next(STATUSES.length)],
        hasImage: next(4) === 0,
        subtotal,
        promo,
        deliveryPrice,
        tips,
        total: subtotal - promo + deliveryPrice + tips,
        createdAt: new Date(Date.parse('2025-03-09T23:00:00Z') + next(7 * 24 * 60) * 60_000 + next(1000)),
      });
      ids.push(cart.id);
    }
    const burst = new Date('2025-03-12T12:00:00.500Z');
    for (let index = 0; index < 5; index += 1) {
      ids.push(
        (await aCart(api.database.db, { status: 'COMPLETED', subtotal: 1_001, total: 1_001, createdAt: burst })).id,
      );
    }
    await api.database.db
      .update(carts)
      .set({ createdAt: sql`${carts.createdAt} + (${carts.id} % 3) * interval '1 microsecond'` })
      .where(inArray(carts.id, ids));
  }

  async function history(token: string, variables: Variables): Promise<HistoryPage> {
    const result = await api.graphql(HISTORY, { token, variables });
    expect(result.body.errors).toBeUndefined();
    return result.body.data?.history as HistoryPage;
  }

  async function everyPage(token: string, variables: Variables): Promise<number[]> {
    const ids: number[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 100; pages += 1) {
      const page: HistoryPage = await history(token, { ...variables, after });
      ids.push(...page.edges.map((edge) => edge.node.id));
      expect(page.pageInfo.hasPreviousPage).toBe(after !== null);
      if (!page.pageInfo.hasNextPage) return ids;
      after = page.pageInfo.endCursor;
    }
    throw new Error('history never reached its last page');
  }

  async function expected(filter: ExpectedFilter) {
    const rows = expectedRows(await loadHistoryRows(api.database.db), filter);
    return { ids: rows.map((row) => row.id), stats: expectedStats(rows) };
  }

  it('totals the recent demo orders to the cent, for the whole filter and not only the page', async () => {
    const PAGE = 5;
    const today = new Date();
    const range = {
      fromDate: isoDay(new Date(today.getTime() - 3 * 86_400_000)),
      toDate: isoDay(new Date(today.getTime() + 86_400_000)),
    };
    const all = await expected(range);
    // The two-day seed's count depends on the weekday and the hour it runs at; what matters is more than one page.
    expect(all.ids.length).toBeGreaterThan(PAGE);
    expect(all.stats.canceled).toBeGreaterThan(0);
    expect(all.stats.promo).toBeGreaterThan(0);
    const page = await history(tokens.admin, { ...range, first: PAGE });
    expect(page.edges).toHaveLength(PAGE);
    expect(page.totalCount).toBe(all.ids.length);
    expect(page.stats).toEqual(all.stats);
    const burger = await expected({ ...range, companyIds: [companyIds.burger] });
    const own = await history(tokens.company, range);
    expect(own.stats).toEqual(burger.stats);
    expect(own.totalCount).toBe(burger.ids.length);
  });

  it('pages through every order once, newest first, with microsecond ties', async () => {
    const want = await expected(WEEK);
    expect(want.ids.length).toBe(53);
    expect(await everyPage(tokens.admin, { ...WEEK, first: 3 })).toEqual(want.ids);
    const pizza = await expected({ ...WEEK, companyIds: [companyIds.pizza] });
    expect(await everyPage(tokens.basic, { ...WEEK, first: 4 })).toEqual(pizza.ids);
  });

  it('defaults to 10 orders and never pages by more than 100', async () => {
    expect((await history(tokens.admin, WEEK)).edges).toHaveLength(10);
    const range = { fromDate: '2000-01-01', toDate: '2100-01-01' };
    const wide = await history(tokens.admin, { ...range, first: 1_000 });
    expect(wide.totalCount).toBeGreaterThan(100);
    expect(wide.edges).toHaveLength(100);
    expect(wide.pageInfo.hasNextPage).toBe(true);
    const none = await history(tokens.admin, { ...WEEK, first: 0 });
    expect(none.edges).toEqual([]);
    expect(none.stats).toEqual((await expected(WEEK)).stats);
  });

  it('filters by platform, restaurant and company, with statistics over the same filter', async () => {
    const [deliveroo] = await api.database.db
      .select({ uuid: restaurants.uuid })
      .from(restaurants)
      .where(eq(restaurants.companyId, companyIds.pizza))
      .orderBy(restaurants.id)
      .limit(1);
    const cases: { variables: Variables; filter: ExpectedFilter }[] = [
      {
        variables: { ...WEEK, platforms: ['PLATFORM_GLOVO', 'PLATFORM_DELIVEROO'] },
        filter: { ...WEEK, platforms: ['PLATFORM_GLOVO', 'PLATFORM_DELIVEROO'] },
      },
      {
        variables: { ...WEEK, restaurants: [deliveroo?.uuid ?? ''] },
        filter: { ...WEEK, restaurants: [deliveroo?.uuid ?? ''] },
      },
      { variables: { ...WEEK, company: companyIds.pizza }, filter: { ...WEEK, companyIds: [companyIds.pizza] } },
      {
        variables: { ...WEEK, company: companyIds.burger, platforms: ['PLATFORM_UBER_EAT'] },
        filter: { ...WEEK, companyIds: [companyIds.burger], platforms: ['PLATFORM_UBER_EAT'] },
      },
    ];
    for (const { variables, filter } of cases) {
      const want = await expected(filter);
      expect(want.ids.length).toBeGreaterThan(0);
      for (const token of [tokens.admin, tokens.manager]) {
        const page = await history(token, { ...variables, first: 100 });
        expect(page.edges.map((edge) => edge.node.id)).toEqual(want.ids);
        expect(page.stats).toEqual(want.stats);
        expect(page.totalCount).toBe(want.ids.length);
      }
    }
  });

  it('never returns another company’s orders, whatever the company, platform or restaurant filter says', async () => {
    const burgerRestaurants = await api.database.db
      .select({ uuid: restaurants.uuid })
      .from(restaurants)
      .where(eq(restaurants.companyId, companyIds.burger));
    const burgerUuids = burgerRestaurants.map((row) => row.uuid);
    const own = await expected({ ...WEEK, companyIds: [companyIds.pizza] });
    const asked = [
      { ...WEEK, company: companyIds.burger },
      { ...WEEK, restaurants: burgerUuids },
      { ...WEEK, company: companyIds.burger, restaurants: burgerUuids, platforms: BURGER_PLATFORMS },
    ];
    for (const variables of asked) {
      const result = await api.graphql(HISTORY, { token: tokens.basic, variables: { ...variables, first: 100 } });
      expect(result.body.data?.history).toMatchObject({ totalCount: 0, stats: ZERO, edges: [] });
      for (const uuid of burgerUuids) expect(result.text).not.toContain(uuid);
    }
    const narrowed = await history(tokens.basic, { ...WEEK, company: companyIds.pizza, first: 100 });
    expect(narrowed.edges.map((edge) => edge.node.id)).toEqual(own.ids);
    const application = await history(tokens.app, { ...WEEK, company: companyIds.pizza });
    expect(application.totalCount).toBe(0);
    const burger = await expected({ ...WEEK, companyIds: [companyIds.burger] });
    expect((await history(tokens.app, WEEK)).stats).toEqual(burger.stats);
    const visitor = await api.graphql(HISTORY, { variables: WEEK });
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("counts an order in its restaurant's local day", async () => {
    const db = api.database.db;
    const lateEvening = await aCart(db, { status: 'COMPLETED', createdAt: new Date('2025-01-20T22:30:00Z') });
    const afterMidnight = await aCart(db, { status: 'COMPLETED', createdAt: new Date('2025-01-20T23:30:00Z') });
    const lastSummerSecond = await aCart(db, { status: 'COMPLETED', createdAt: new Date('2025-07-10T21:59:59.999Z') });
    const firstSummerSecond = await aCart(db, { status: 'COMPLETED', createdAt: new Date('2025-07-10T22:00:00Z') });
    const newYork = await aCart(db, {
      company: 'pizza',
      status: 'COMPLETED',
      createdAt: new Date('2025-01-21T03:00:00Z'),
    });
    const ids = async (fromDate: string, toDate: string) =>
      (await history(tokens.admin, { fromDate, toDate, first: 100 })).edges.map((edge) => edge.node.id);
    expect(localDay(lateEvening.createdAt, 'Europe/Paris')).toBe('2025-01-20');
    expect(await ids('2025-01-20', '2025-01-20')).toEqual([lateEvening.id]);
    expect(await ids('2025-01-21', '2025-01-21')).toEqual([newYork.id, afterMidnight.id]);
    expect(await ids('2025-07-10', '2025-07-10')).toEqual([lastSummerSecond.id]);
    expect(await ids('2025-07-11', '2025-07-11')).toEqual([firstSummerSecond.id]);
    await db.update(restaurants).set({ timezone: 'America/New_York' }).where(eq(restaurants.id, newYork.restaurantId));
    try {
      expect(await ids('2025-01-20', '2025-01-20')).toEqual([newYork.id, lateEvening.id]);
      expect(await ids('2025-01-21', '2025-01-21')).toEqual([afterMidnight.id]);
    } finally {
      await db.update(restaurants).set({ timezone: 'Europe/Paris' }).where(eq(restaurants.id, newYork.restaurantId));
    }
  });

  // docs/reports.md#month-rollups: whole months come from the month level, the days around them from the days, and
  // what is not folded yet from the deltas.
  it('totals a period of whole months and loose days as its orders, folded or not', async () => {
    const db = api.database.db;
    const at = (iso: string) => new Date(iso);
    for (const createdAt of ['2024-01-30T12:00:00Z', '2024-01-31T22:30:00Z', '2024-02-14T12:00:00Z'])
      await aCart(db, { status: 'COMPLETED', createdAt: at(createdAt) });
    await aCart(db, { status: 'CANCELED', createdAt: at('2024-02-29T22:59:59Z') });
    await aCart(db, { status: 'COMPLETED', createdAt: at('2024-03-01T09:00:00Z'), platform: 'PLATFORM_GLOVO' });
    const periods = [
      { fromDate: '2024-01-31', toDate: '2024-03-01' },
      { fromDate: '2024-02-01', toDate: '2024-02-29' },
      { fromDate: '2024-01-15', toDate: '2024-02-14' },
      { fromDate: '2024-02-15', toDate: '2024-03-31' },
    ];
    const check = async () => {
      for (const period of periods) {
        const want = await expected(period);
        const page = await history(tokens.admin, { ...period, first: 100 });
        expect(page.stats, `${period.fromDate}..${period.toDate}`).toEqual(want.stats);
        expect(page.totalCount).toBe(want.ids.length);
      }
    };
    await check();
    await foldRollupDeltas(db, 2);
    await check();
    while ((await foldRollupDeltas(db)) > 0);
    await check();
    // 30 January is outside; 31 January at 23:30 and 29 February at 23:59:59 in Paris are in.
    expect((await history(tokens.admin, { fromDate: '2024-01-31', toDate: '2024-03-01' })).totalCount).toBe(4);
  });

  // Each zone gets a week of its own: the first's orders stay in the database, back in Paris time.
  it.each([
    [
      'Pacific/Kiritimati',
      ['2025-02-11', '2025-02-12', '2025-02-13'],
      '2025-02-11T10:00:00Z',
      '2025-02-12T09:59:59.999Z',
    ],
    ['Etc/GMT+12', ['2025-02-18', '2025-02-19', '2025-02-20'], '2025-02-19T12:00:00Z', '2025-02-20T11:59:59.999Z'],
  ])(
    'keeps the first and last instants of a local day in %s, a zone furthest from UTC',
    async (zone, days, first, last) => {
      const [dayBefore = '', day = '', dayAfter = ''] = days;
      const db = api.database.db;
      const before = await aCart(db, { status: 'COMPLETED', createdAt: new Date(new Date(first).getTime() - 1) });
      const dayStart = await aCart(db, { status: 'COMPLETED', createdAt: new Date(first) });
      const dayEnd = await aCart(db, { status: 'COMPLETED', createdAt: new Date(last) });
      const after = await aCart(db, { status: 'COMPLETED', createdAt: new Date(new Date(last).getTime() + 1) });
      const ids = async (date: string) =>
        (await history(tokens.admin, { fromDate: date, toDate: date, first: 100 })).edges.map((edge) => edge.node.id);
      await db.update(restaurants).set({ timezone: zone }).where(eq(restaurants.id, dayStart.restaurantId));
      try {
        expect(localDay(dayStart.createdAt, zone)).toBe(day);
        expect(await ids(day)).toEqual([dayEnd.id, dayStart.id]);
        expect(await ids(dayBefore)).toEqual([before.id]);
        expect(await ids(dayAfter)).toEqual([after.id]);
      } finally {
        await db.update(restaurants).set({ timezone: 'Europe/Paris' }).where(eq(restaurants.id, dayStart.restaurantId));
      }
    },
  );

  it.each([
    [{ fromDate: '2025-3-10', toDate: '2025-03-16' }, 'fromDate must be a YYYY-MM-DD date'],
    [{ fromDate: '2025-02-30', toDate: '2025-03-16' }, 'fromDate must be a YYYY-MM-DD date'],
    [{ fromDate: '2025-03-10', toDate: 'tomorrow' }, 'toDate must be a YYYY-MM-DD date'],
    [{ fromDate: '2025-03-16', toDate: '2025-03-10' }, 'toDate must not be before fromDate'],
    [{ ...WEEK, restaurants: ['not-a-uuid'] }, 'restaurants must be restaurant uuids'],
    [{ ...WEEK, after: 'bogus' }, 'Invalid cursor'],
    [{ ...WEEK, first: -1 }, '"first" must be zero or more'],
  ])('refuses %j', async (variables, message) => {
    const result = await api.graphql(HISTORY, { token: tokens.admin, variables });
    expect(result.body.data?.history ?? null).toBeNull();
    expect(result.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('loads a page with its restaurants and platforms in a fixed number of SQL statements (no N+1)', async () => {
    let page: HistoryPage | undefined;
    const statements = await captureStatements(api.database, async () => {
      page = await history(tokens.admin, { ...WEEK, first: 50 });
    });
    expect(page?.edges).toHaveLength(50);
    expect(new Set(page?.edges.map((edge) => edge.node.restaurant.platform.name)).size).toBeGreaterThan(2);
    // The viewer's account (an administrator's scope needs no query), the page, the statistics, then one batch each
    // for the restaurants and their platforms.
    expect(statements).toHaveLength(5);
  });
});
