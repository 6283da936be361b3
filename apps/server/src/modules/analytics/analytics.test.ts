import type { OrderStatus, PlatformCode } from '@comptoir/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartCustomisations,
  cartLines,
  companies,
  platforms,
  restaurantPauses,
  restaurants,
  type PauseSource,
} from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAMES } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { captureStatements } from '../../testing/count-statements';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { aCart } from '../orders/testing/a-cart';
import type { DayMapCell } from './order-day-map';
import type { OrderTotals } from './order-totals';
import {
  expectedOrderTotals,
  filterFacts,
  isCanceled,
  loadCartFacts,
  localParts,
  type CartFact,
  type FactFilter,
} from './testing/expected-analytics';

const TOTALS = 'total canceled canceledTotal inactivity promo sales totalCommand newClient photoCount';
const FILTER_VARS =
  '$fromDate: String!, $toDate: String!, $platforms: [PlatformName!], $restaurants: [String!], $company: Int';
const FILTER_ARGS =
  'fromDate: $fromDate, toDate: $toDate, platforms: $platforms, restaurants: $restaurants, company: $company';
const TOTAL_ORDER = `query(${FILTER_VARS}) { totalOrder(${FILTER_ARGS}) {
  overall { ${TOTALS} }
  byPlatform { platform { name color picture } ${TOTALS} }
  byRestaurant { restaurant { uuid title } ${TOTALS} } } }`;
const BEST_ITEMS = `query(${FILTER_VARS}, $limit: Int) { dailyBestItem(${FILTER_ARGS}, limit: $limit) {
  title platformId total revenue additional vatPercent } }`;
const DAY_MAP = `query(${FILTER_VARS}) { totalOrderDayMap(${FILTER_ARGS}) { dayOfWeek hour sales total online offline } }`;
const HISTORY_STATS = `query(${FILTER_VARS}) { history(${FILTER_ARGS}, first: 0) { stats { total canceledTotal canceled } } }`;

type Variables = {
  fromDate: string;
  toDate: string;
  platforms?: PlatformCode[];
  restaurants?: string[];
  company?: number;
  limit?: number;
};
type TotalOrder = {
  overall: OrderTotals;
  byPlatform: (OrderTotals & { platform: { name: PlatformCode; color: string } })[];
  byRestaurant: (OrderTotals & { restaurant: { uuid: string; title: string } })[];
};
type BestItem = {
  title: string;
  platformId: string | null;
  total: number;
  revenue: number;
  additional: number;
  vatPercent: number;
};
type Line = {
  title: string;
  platformId: string | null;
  quantity: number;
  price: number;
  vat: number;
  customisations: number[];
};

// Weeks of 2025 that the two-day demo seed never reaches: these orders and pauses are the only ones in them.
const WEEK = { fromDate: '2025-03-10', toDate: '2025-03-16' };
const NEW_YORK_WEEK = { fromDate: '2025-04-07', toDate: '2025-04-13' };
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
const ITEMS: Omit<Line, 'quantity' | 'customisations'>[] = [
  { title: 'Classic Burger', platformId: 'item-classic', price: 1_250, vat: 10 },
  { title: 'Cheese Fries', platformId: 'item-fries', price: 450, vat: 10 },
  { title: 'Lemonade', platformId: null, price: 350, vat: 5.5 },
  { title: 'Bacon Burger', platformId: 'item-bacon', price: 1_490, vat: 10 },
];

// The pauses of the burger restaurants in WEEK (Paris is UTC+1 until 30 March 2025), with what each adds inside it.
const PAUSES: { platform: PlatformCode; source: PauseSource; startedAt: string; endedAt: string | null }[] = [
  // Tuesday 11:15 → 13:45: 45 + 60 + 45 minutes.
  {
    platform: 'PLATFORM_UBER_EAT',
    source: 'operator',
    startedAt: '2025-03-11T10:15:00Z',
    endedAt: '2025-03-11T12:45:00Z',
  },
  // Tuesday 13:00 → 14:30, by the platform, over the operator's pause: only 13:45 → 14:30 is new (15 + 30 minutes).
  {
    platform: 'PLATFORM_UBER_EAT',
    source: 'platform',
    startedAt: '2025-03-11T12:00:00Z',
    endedAt: '2025-03-11T13:30:00Z',
  },
  // Sunday 9 March 23:00 → Monday 00:30: only Monday's 30 minutes are in the week.
  {
    platform: 'PLATFORM_DELIVEROO',
    source: 'operator',
    startedAt: '2025-03-09T22:00:00Z',
    endedAt: '2025-03-09T23:30:00Z',
  },
  // Sunday 23:30 → Monday 17 March 02:00: only Sunday's 30 minutes are in the week.
  {
    platform: 'PLATFORM_DELIVEROO',
    source: 'operator',
    startedAt: '2025-03-16T22:30:00Z',
    endedAt: '2025-03-17T01:00:00Z',
  },
  // Still open since Sunday 21:00: the 180 minutes until the week ends.
  { platform: 'PLATFORM_GLOVO', source: 'platform', startedAt: '2025-03-16T20:00:00Z', endedAt: null },
];
const INACTIVITY: Partial<Record<PlatformCode, number>> = {
  PLATFORM_UBER_EAT: 195,
  PLATFORM_DELIVEROO: 60,
  PLATFORM_GLOVO: 180,
};
// [ISO weekday, local hour, paused minutes] of the burger restaurants in WEEK.
const OFFLINE: [number, number, number][] = [
  [2, 11, 45],
  [2, 12, 60],
  [2, 13, 60],
  [2, 14, 30],
  [1, 0, 30],
  [7, 23, 30 + 60],
  [7, 21, 60],
  [7, 22, 60],
];

describe.each(TEST_DRIVERS)('analytics (%s)', (driver) => {
  let api: TestApi;
  const tokens: Record<'admin' | 'manager' | 'company' | 'basic' | 'app', string> = {
    admin: '',
    manager: '',
    company: '',
    basic: '',
    app: '',
  };
  const companyIds = { burger: 0, pizza: 0 };
  const restaurantOf = new Map<string, { id: number; uuid: string }>();
  const lines: (Line & { cartId: number })[] = [];

  beforeAll(async () => {
    api = await startTestApi(driver);
    for (const key of Object.keys(tokens) as (keyof typeof tokens)[]) {
      tokens[key] = await api.signIn(DEMO_ACCOUNTS[key].email, DEMO_ACCOUNTS[key].password);
    }
    const rows = await api.database.db
      .select({
        id: restaurants.id,
        uuid: restaurants.uuid,
        platform: platforms.code,
        company: companies.name,
        companyId: companies.id,
      })
      .from(restaurants)
      .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
      .innerJoin(companies, eq(companies.id, restaurants.companyId));
    for (const row of rows) {
      const key = row.company === DEMO_COMPANY_NAMES.burger ? 'burger' : 'pizza';
      companyIds[key] = row.companyId;
      restaurantOf.set(`${key}:${row.platform}`, { id: row.id, uuid: row.uuid });
    }
    await seedWeek();
  });
  afterAll(async () => {
    await api?.close();
  });

  function restaurant(company: 'burger' | 'pizza', platform: PlatformCode): { id: number; uuid: string } {
    const found = restaurantOf.get(`${company}:${platform}`);
    if (!found) throw new Error(`no ${company} ${platform} restaurant`);
    return found;
  }

  // Deterministic pseudo-random orders with lines and nested customisations over WEEK, and the pauses above.
  async function seedWeek(): Promise<void> {
    let state = 11;
    const next = (bound: number) => {
      state = (state + 0x6d2b79f5) | 0;
      let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
      mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
      return Math.floor((((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296) * bound);
    };
    const db = api.database.db;
    for (let index = 0; index < 60; index += 1) {
      const company = next(4) === 0 ? 'pizza' : 'burger';
      const platforms: PlatformCode[] =
        company === 'pizza' ? ['PLATFORM_UBER_EAT', 'PLATFORM_DELIVEROO'] : BURGER_PLATFORMS;
      const cartLinesOf: Line[] = Array.from({ length: 1 + next(3) }, () => {
        const item = ITEMS[next(ITEMS.length)];
        if (!item) throw new Error('no item');
        const quantity = 1 + next(3);
        return { ...item, quantity, customisations: next(2) === 0 ? [] : [next(200) * quantity, next(100) * quantity] };
      });
      const subtotal = cartLinesOf.reduce(
        (sum, line) => sum + line.price * line.quantity + line.customisations.reduce((a, b) => a + b, 0),
        0,
      );
      const promo = next(2) === 0 ? next(subtotal / 3) : 0;
      const deliveryPrice = next(400);
      const tips = next(3) === 0 ? next(300) : 0;
      const cart = await aCart(db, {
        company,
        platform: platforms[next(platforms.length)],
        status: STATUSES[next(STATUSES.length)],
        hasImage: next(4) === 0,
        orderCount: next(3) === 0 ? 1 : 2 + next(5),
        subtotal,
        promo,
        deliveryPrice,
        tips,
        total: subtotal - promo + deliveryPrice + tips,
        createdAt: new Date(Date.parse('2025-03-09T22:00:00Z') + next(8 * 24 * 60) * 60_000 + next(1000)),
      });
      for (const [position, line] of cartLinesOf.entries()) {
        const [row] = await db
          .insert(cartLines)
          .values({
            cartId: cart.id,
            position,
            quantity: line.quantity,
            price: line.price,
            itemTitle: line.title,
            itemPlatformId: line.platformId,
            itemVatPurcent: line.vat,
          })
          .returning({ id: cartLines.id });
        if (!row) throw new Error('line not inserted');
        let parentId: number | null = null;
        // Nested: the second customisation is an option of the first.
        for (const [depth, price] of line.customisations.entries()) {
          const [custom]: { id: number }[] = await db
            .insert(cartCustomisations)
            .values({ cartLineId: row.id, parentId, position: depth, price, customisationTitle: `option ${depth}` })
            .returning({ id: cartCustomisations.id });
          parentId = custom?.id ?? null;
        }
        lines.push({ ...line, cartId: cart.id });
      }
    }
    for (const pause of PAUSES) {
      await db.insert(restaurantPauses).values({
        restaurantId: restaurant('burger', pause.platform).id,
        source: pause.source,
        startedAt: new Date(pause.startedAt),
        endedAt: pause.endedAt ? new Date(pause.endedAt) : null,
      });
    }
    // Corner Pizza's pause: never in Demo Burger Co's figures.
    await db.insert(restaurantPauses).values({
      restaurantId: restaurant('pizza', 'PLATFORM_UBER_EAT').id,
      source: 'operator',
      startedAt: new Date('2025-03-12T10:00:00Z'),
      endedAt: new Date('2025-03-12T11:00:00Z'),
    });
  }

  async function query<T>(document: string, field: string, token: string, variables: Variables): Promise<T> {
    const result = await api.graphql(document, { token, variables });
    expect(result.body.errors).toBeUndefined();
    return result.body.data?.[field] as T;
  }

  async function facts(filter: FactFilter): Promise<CartFact[]> {
    return filterFacts(await loadCartFacts(api.database.db), filter);
  }

  it('totals the week per restaurant, per platform and overall, to the cent', async () => {
    const burger = { ...WEEK, companyIds: [companyIds.burger] };
    const week = await facts(burger);
    expect(week.filter(isCanceled).length).toBeGreaterThan(0);
    const totals = await query<TotalOrder>(TOTAL_ORDER, 'totalOrder', tokens.company, WEEK);
    const inactivity = Object.values(INACTIVITY).reduce((sum, minutes) => sum + minutes, 0);
    expect(totals.overall).toEqual(expectedOrderTotals(week, inactivity));
    // Every restaurant of the company has its row, orders or not.
    expect(totals.byRestaurant).toHaveLength(6);
    for (const row of totals.byRestaurant) {
      const { restaurant: shown, ...figures } = row;
      const platform = [...restaurantOf.entries()]
        .find(([, value]) => value.uuid === shown.uuid)?.[0]
        .split(':')[1] as PlatformCode;
      const own = week.filter((fact) => fact.restaurantUuid === shown.uuid);
      expect(figures, shown.title).toEqual(expectedOrderTotals(own, INACTIVITY[platform] ?? 0));
    }
    expect(totals.byPlatform.map((row) => row.platform.name).sort()).toEqual(
      [
        'PLATFORM_UBER_EAT',
        'PLATFORM_DELIVEROO',
        'PLATFORM_JUST_EAT',
        'PLATFORM_GLOVO',
        'PLATFORM_CLICK_N_COLLECT',
        'PLATFORM_GET_RESTO',
      ].sort(),
    );
    for (const { platform, ...figures } of totals.byPlatform) {
      expect(platform.color).toMatch(/^#/);
      expect(figures, platform.name).toEqual(
        expectedOrderTotals(
          week.filter((fact) => fact.platform === platform.name),
          INACTIVITY[platform.name] ?? 0,
        ),
      );
    }
  });

  it('agrees with History on the same filter, for the seeded weeks and the recent demo orders', async () => {
    const today = new Date();
    const recent = {
      fromDate: new Date(today.getTime() - 3 * 86_400_000).toISOString().slice(0, 10),
      toDate: new Date(today.getTime() + 86_400_000).toISOString().slice(0, 10),
    };
    const cases: { token: string; variables: Variables }[] = [
      { token: tokens.company, variables: WEEK },
      { token: tokens.company, variables: recent },
      { token: tokens.admin, variables: recent },
      {
        token: tokens.admin,
        variables: { ...WEEK, platforms: ['PLATFORM_UBER_EAT', 'PLATFORM_DELIVEROO'], company: companyIds.pizza },
      },
      { token: tokens.app, variables: { ...recent, platforms: ['PLATFORM_GLOVO'] } },
    ];
    for (const { token, variables } of cases) {
      const history = await query<{ stats: { total: number; canceledTotal: number; canceled: number } }>(
        HISTORY_STATS,
        'history',
        token,
        variables,
      );
      const totals = await query<TotalOrder>(TOTAL_ORDER, 'totalOrder', token, variables);
      expect(history.stats.total).toBeGreaterThan(0);
      expect(totals.overall).toMatchObject(history.stats);
    }
  });

  it('ranks the best items of the orders that are not canceled, with their customisations', async () => {
    const kept = new Set(
      (await facts({ ...WEEK, companyIds: [companyIds.burger] }))
        .filter((fact) => !isCanceled(fact))
        .map((fact) => fact.id),
    );
    const byItem = new Map<
      string,
      {
        title: string;
        platformId: string | null;
        total: number;
        revenue: number;
        additional: number;
        vatPercent: number;
      }
    >();
    for (const line of lines.filter((candidate) => kept.has(candidate.cartId))) {
      // One row per item of the company's menu (docs/reports.md): its id, or its name when it has none.
      const key = line.platformId ?? line.title.toLowerCase();
      const item = byItem.get(key) ?? {
        title: line.title,
        platformId: line.platformId,
        total: 0,
        revenue: 0,
        additional: 0,
        vatPercent: line.vat,
      };
      item.total += line.quantity;
      item.revenue += line.price * line.quantity;
      item.additional += line.customisations.reduce((sum, price) => sum + price, 0);
      byItem.set(key, item);
    }
    const expected = [...byItem.values()].sort(
      (a, b) => b.total - a.total || b.revenue - a.revenue || a.title.localeCompare(b.title),
    );
    expect(expected.length).toBe(ITEMS.length);
    expect(await query<BestItem[]>(BEST_ITEMS, 'dailyBestItem', tokens.company, WEEK)).toEqual(expected);
    expect(await query<BestItem[]>(BEST_ITEMS, 'dailyBestItem', tokens.company, { ...WEEK, limit: 2 })).toEqual(
      expected.slice(0, 2),
    );
  });

  it('maps sales and orders per local weekday and hour, with the minutes open and paused', async () => {
    const week = (await facts({ ...WEEK, companyIds: [companyIds.burger] })).filter((fact) => !isCanceled(fact));
    const cells = await query<DayMapCell[]>(DAY_MAP, 'totalOrderDayMap', tokens.company, WEEK);
    expect(cells).toHaveLength(168);
    expect(cells[0]).toMatchObject({ dayOfWeek: 1, hour: 0 });
    expect(cells.at(-1)).toMatchObject({ dayOfWeek: 7, hour: 23 });
    for (const cell of cells) {
      const here = week.filter((fact) => {
        const parts = localParts(fact.createdAt, fact.timezone);
        return parts.dayOfWeek === cell.dayOfWeek && parts.hour === cell.hour;
      });
      const offline = OFFLINE.find(([day, hour]) => day === cell.dayOfWeek && hour === cell.hour)?.[2] ?? 0;
      // Six restaurants, each hour of the week once.
      expect(cell, `${cell.dayOfWeek} ${cell.hour}h`).toEqual({
        dayOfWeek: cell.dayOfWeek,
        hour: cell.hour,
        sales: here.reduce((sum, fact) => sum + fact.total, 0),
        total: here.length,
        online: 6 * 60 - offline,
        offline,
      });
    }
  });

  it("counts days and hours in each restaurant's own time zone", async () => {
    const db = api.database.db;
    const newYork = restaurant('pizza', 'PLATFORM_DELIVEROO');
    // Monday 7 April 23:30 in New York (EDT, UTC−4), already Tuesday 05:30 in Paris.
    const lateMonday = await aCart(db, {
      company: 'pizza',
      platform: 'PLATFORM_DELIVEROO',
      status: 'COMPLETED',
      total: 2_000,
      createdAt: new Date('2025-04-08T03:30:00Z'),
    });
    await db.insert(restaurantPauses).values({
      restaurantId: newYork.id,
      source: 'operator',
      startedAt: new Date('2025-04-08T02:00:00Z'),
      endedAt: new Date('2025-04-08T02:20:00Z'),
    });
    await db.update(restaurants).set({ timezone: 'America/New_York' }).where(eq(restaurants.id, newYork.id));
    try {
      const monday = { fromDate: '2025-04-07', toDate: '2025-04-07', restaurants: [newYork.uuid] };
      const totals = await query<TotalOrder>(TOTAL_ORDER, 'totalOrder', tokens.admin, monday);
      expect(totals.overall).toMatchObject({ total: lateMonday.total, totalCommand: 1, inactivity: 20 });
      const tuesday = await query<TotalOrder>(TOTAL_ORDER, 'totalOrder', tokens.admin, {
        ...monday,
        fromDate: '2025-04-08',
        toDate: '2025-04-08',
      });
      expect(tuesday.overall).toMatchObject({ total: 0, totalCommand: 0, inactivity: 0 });
      const cells = await query<DayMapCell[]>(DAY_MAP, 'totalOrderDayMap', tokens.admin, {
        ...NEW_YORK_WEEK,
        restaurants: [newYork.uuid],
      });
      expect(cells.filter((cell) => cell.total > 0)).toEqual([
        { dayOfWeek: 1, hour: 23, sales: 2_000, total: 1, online: 60, offline: 0 },
      ]);
      // 22:00 → 22:20 in New York.
      expect(cells.find((cell) => cell.dayOfWeek === 1 && cell.hour === 22)).toMatchObject({ online: 40, offline: 20 });
      expect(cells.reduce((sum, cell) => sum + cell.online + cell.offline, 0)).toBe(7 * 24 * 60);
    } finally {
      await db.update(restaurants).set({ timezone: 'Europe/Paris' }).where(eq(restaurants.id, newYork.id));
    }
  });

  it('never shows another company’s figures, whatever the filter names', async () => {
    const pizzaUuids = [restaurant('pizza', 'PLATFORM_UBER_EAT').uuid, restaurant('pizza', 'PLATFORM_DELIVEROO').uuid];
    const asked: Variables[] = [
      { ...WEEK, restaurants: pizzaUuids },
      { ...WEEK, company: companyIds.pizza },
    ];
    for (const variables of asked) {
      for (const [document, field] of [
        [TOTAL_ORDER, 'totalOrder'],
        [BEST_ITEMS, 'dailyBestItem'],
        [DAY_MAP, 'totalOrderDayMap'],
      ] as const) {
        const result = await api.graphql(document, { token: tokens.company, variables });
        expect(result.body.errors).toBeUndefined();
        for (const uuid of pizzaUuids) expect(result.text).not.toContain(uuid);
        const data = result.body.data?.[field];
        if (field === 'totalOrder')
          expect(data).toMatchObject({ overall: expectedOrderTotals([]), byPlatform: [], byRestaurant: [] });
        if (field === 'dailyBestItem') expect(data).toEqual([]);
        if (field === 'totalOrderDayMap')
          expect(
            (data as DayMapCell[]).every((cell) => cell.total === 0 && cell.online === 0 && cell.offline === 0),
          ).toBe(true);
      }
    }
  });

  it.each([
    {
      field: 'totalOrder',
      document: TOTAL_ORDER,
      label: 'a short month',
      variables: { fromDate: '2025-3-10', toDate: '2025-03-16' },
      message: 'fromDate must be a YYYY-MM-DD date',
    },
    {
      field: 'dailyBestItem',
      document: BEST_ITEMS,
      label: '30 February',
      variables: { fromDate: '2025-03-10', toDate: '2025-02-30' },
      message: 'toDate must be a YYYY-MM-DD date',
    },
    {
      field: 'totalOrderDayMap',
      document: DAY_MAP,
      label: 'a reversed range',
      variables: { fromDate: '2025-03-16', toDate: '2025-03-10' },
      message: 'toDate must not be before fromDate',
    },
    {
      field: 'totalOrder',
      document: TOTAL_ORDER,
      label: 'a restaurant that is no uuid',
      variables: { ...WEEK, restaurants: ['not-a-uuid'] },
      message: 'restaurants must be restaurant uuids',
    },
    {
      field: 'dailyBestItem',
      document: BEST_ITEMS,
      label: 'a limit of 0',
      variables: { ...WEEK, limit: 0 },
      message: '"limit" must be one or more',
    },
  ])('$field refuses $label', async ({ field, document, variables, message }) => {
    const result = await api.graphql(document, { token: tokens.admin, variables });
    expect(result.body.data?.[field] ?? null).toBeNull();
    expect(result.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('is refused to a company without the analytics service, to account managers and to visitors', async () => {
    for (const [document, field] of [
      [TOTAL_ORDER, 'totalOrder'],
      [BEST_ITEMS, 'dailyBestItem'],
      [DAY_MAP, 'totalOrderDayMap'],
    ] as const) {
      for (const [token, code] of [
        [tokens.basic, 'FORBIDDEN'],
        [tokens.manager, 'FORBIDDEN'],
        [undefined, 'UNAUTHENTICATED'],
      ] as const) {
        const result = await api.graphql(document, { token, variables: WEEK });
        expect(result.body.data?.[field] ?? null).toBeNull();
        expect(result.body.errors?.[0]?.extensions?.code).toBe(code);
      }
    }
  });

  it('answers each query with one aggregate statement (no N+1)', async () => {
    for (const [document, field] of [
      [TOTAL_ORDER, 'totalOrder'],
      [BEST_ITEMS, 'dailyBestItem'],
      [DAY_MAP, 'totalOrderDayMap'],
    ] as const) {
      let data: unknown;
      const statements = await captureStatements(api.database, async () => {
        data = await query(document, field, tokens.admin, WEEK);
      });
      expect(data).toBeTruthy();
      // The viewer's account (an administrator's scope needs no query), then the aggregate.
      expect(statements, field).toHaveLength(2);
    }
  });

  it('logs the operator’s pauses: opened on pause, closed on unpause, once per restaurant', async () => {
    const db = api.database.db;
    const uberEats = restaurant('burger', 'PLATFORM_UBER_EAT');
    const openPauses = () =>
      db
        .select()
        .from(restaurantPauses)
        .where(and(eq(restaurantPauses.restaurantId, uberEats.id), eq(restaurantPauses.source, 'operator')));
    const before = (await openPauses()).length;
    const pause = (value: boolean) =>
      api.graphql(
        'mutation($uuid: String!, $pause: Boolean!) { pauseRestaurant(restaurantUuid: $uuid, pause: $pause) { isPaused } }',
        {
          token: tokens.company,
          variables: { uuid: uberEats.uuid, pause: value },
        },
      );
    expect((await pause(true)).body.errors).toBeUndefined();
    expect((await pause(true)).body.errors).toBeUndefined();
    const opened = (await openPauses()).filter((row) => row.endedAt === null);
    expect(opened).toHaveLength(1);
    const companyPause = (value: boolean) =>
      api.graphql(`mutation { companyOperation(pause: ${value}) { id } }`, { token: tokens.company });
    expect((await companyPause(true)).body.errors).toBeUndefined();
    const all = await db.select().from(restaurantPauses).where(eq(restaurantPauses.source, 'operator'));
    // Every burger restaurant but Just Eat (no pause call) is paused, the Uber Eats one still by its first pause.
    const burgerIds = BURGER_PLATFORMS.concat(['PLATFORM_CLICK_N_COLLECT', 'PLATFORM_GET_RESTO'])
      .filter((platform) => platform !== 'PLATFORM_JUST_EAT')
      .map((platform) => restaurant('burger', platform).id);
    expect(new Set(all.filter((row) => row.endedAt === null).map((row) => row.restaurantId))).toEqual(
      new Set(burgerIds),
    );
    expect(all.filter((row) => row.endedAt === null && row.restaurantId === uberEats.id)).toEqual(opened);
    expect((await companyPause(false)).body.errors).toBeUndefined();
    const closed = await db.select().from(restaurantPauses).where(eq(restaurantPauses.source, 'operator'));
    expect(closed.filter((row) => row.endedAt === null)).toEqual([]);
    expect((await openPauses()).length).toBe(before + 1);
    expect(closed.find((row) => row.id === opened[0]?.id)?.endedAt?.getTime()).toBeGreaterThanOrEqual(
      opened[0]?.startedAt.getTime() ?? Infinity,
    );
  });
});
