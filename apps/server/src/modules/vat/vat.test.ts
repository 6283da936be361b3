import { MISC_ITEM_TYPES, type MiscItemType, type OrderStatus, type PlatformCode } from '@comptoir/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, miscItems, platforms, restaurants } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAMES } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { captureStatements } from '../../testing/count-statements';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { aVatOrder, subtotalOf, type LineSpec } from './testing/a-vat-order';
import { expectedSplit, sumRates, type ExpectedRate } from './testing/expected-vat';

// A week of April 2025 that the two-day demo seed never reaches: these orders and misc items are the only ones in it.
const WEEK = { fromDate: '2025-04-07', toDate: '2025-04-13' };
const CANCELED = new Set<OrderStatus>(['CANCELED', 'DENIED', 'REJECTED', 'FAILED', 'ERROR']);
const STATUSES: OrderStatus[] = ['COMPLETED', 'FINISHED', 'ACCEPTED', 'CANCELED', 'DENIED', 'FAILED', 'CREATED'];
const BURGER_PLATFORMS: PlatformCode[] = [
  'PLATFORM_UBER_EAT',
  'PLATFORM_DELIVEROO',
  'PLATFORM_GLOVO',
  'PLATFORM_JUST_EAT',
];
const PIZZA_PLATFORMS: PlatformCode[] = ['PLATFORM_UBER_EAT', 'PLATFORM_DELIVEROO'];
// 0 %: items outside VAT (a deposit), which tips join in the same order.
const RATES = [0, 5.5, 10, 20];

const REPORT = `query($fromDate: String!, $toDate: String!, $platforms: [PlatformName!], $restaurants: [String!], $company: Int) {
  tvaReport(fromDate: $fromDate, toDate: $toDate, platforms: $platforms, restaurants: $restaurants, company: $company) {
    orderCount
    lines { key label amount }
    byRate { vatPercent ttc ht tva }
    byPlatform { platform { name color } orderCount lines { key amount } byRate { vatPercent ttc ht tva } }
  }
}`;
const ORDERS = `query($first: Int, $after: String, $fromDate: String!, $toDate: String!, $platforms: [PlatformName!], $company: Int) {
  tvaOrder(first: $first, after: $after, fromDate: $fromDate, toDate: $toDate, platforms: $platforms, company: $company) {
    totalCount
    pageInfo { hasNextPage hasPreviousPage endCursor }
    edges { cursor node { ttc ht tva rates { vatPercent ttc ht tva } cart { id total restaurant { uuid } } } }
  }
}`;
const MISC = `query($first: Int, $after: String, $fromDate: String!, $toDate: String!, $platforms: [PlatformName!], $company: Int) {
  miscItem(first: $first, after: $after, fromDate: $fromDate, toDate: $toDate, platforms: $platforms, company: $company) {
    totalCount
    pageInfo { hasNextPage endCursor }
    byType { type count total ht tva }
    edges { node { id type miscDate total ht tva restaurant { uuid } } }
  }
}`;
const HISTORY_TOTAL = `query($fromDate: String!, $toDate: String!, $company: Int) {
  history(fromDate: $fromDate, toDate: $toDate, company: $company, first: 0) { stats { total } }
}`;
const DOCUMENTS: Record<string, string> = { tvaReport: REPORT, tvaOrder: ORDERS, miscItem: MISC };

type Line = { key: string; amount: number };
type Report = {
  orderCount: number;
  lines: (Line & { label: string })[];
  byRate: ExpectedRate[];
  byPlatform: { platform: { name: PlatformCode }; orderCount: number; lines: Line[]; byRate: ExpectedRate[] }[];
};
type OrderNode = { ttc: number; ht: number; tva: number; rates: ExpectedRate[]; cart: { id: number; total: number } };
type OrderPage = {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
  edges: { node: OrderNode }[];
};
type MiscPage = {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  byType: { type: MiscItemType; count: number; total: number; ht: number; tva: number }[];
  edges: { node: { id: number; type: MiscItemType; total: number } }[];
};

type Company = keyof typeof DEMO_COMPANY_NAMES;
type SeededOrder = {
  id: number;
  company: Company;
  platform: PlatformCode;
  status: OrderStatus;
  createdAt: Date;
  total: number;
  platformFee: number;
  vatPlatformFee: number;
  payement: number;
  split: ExpectedRate[];
};
type SeededMisc = {
  id: number;
  company: Company;
  platform: PlatformCode;
  type: MiscItemType;
  total: number;
  ht: number;
  miscDate: string;
};
type Filter = { company?: Company; platforms?: PlatformCode[] };

describe.each(TEST_DRIVERS)('VAT report (%s)', (driver) => {
  let api: TestApi;
  const tokens = { admin: '', company: '', basic: '', manager: '' };
  const companyIds: Record<Company, number> = { burger: 0, pizza: 0 };
  const orders: SeededOrder[] = [];
  const misc: SeededMisc[] = [];

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

  // Deterministic pseudo-random orders over WEEK (mulberry32), with promotions that do not divide evenly, orders
  // without lines, delivery prices, tips, canceled orders and misc items of every type.
  async function seedWeek(): Promise<void> {
    let state = 11;
    const next = (bound: number) => {
      state = (state + 0x6d2b79f5) | 0;
      let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
      mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
      return Math.floor((((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296) * bound);
    };
    const db = api.database.db;
    for (let index = 0; index < 40; index += 1) {
      const company: Company = next(3) === 0 ? 'pizza' : 'burger';
      const platformList = company === 'pizza' ? PIZZA_PLATFORMS : BURGER_PLATFORMS;
      const platform = platformList[next(platformList.length)] ?? 'PLATFORM_UBER_EAT';
      const lines: LineSpec[] =
        index % 13 === 5
          ? []
          : Array.from({ length: 1 + next(4) }, () => ({
              price: 150 + next(1_500),
              quantity: 1 + next(3),
              vatPercent: RATES[next(RATES.length)] ?? 10,
              customisations: Array.from({ length: next(3) }, () => next(250)),
            }));
      // Every 13th order comes from an integration that sends totals without lines.
      const subtotal = lines.length === 0 ? 1_234 : subtotalOf(lines);
      const promo = lines.length > 0 && next(2) === 0 ? 1 + next(Math.floor(subtotal / 3)) : 0;
      const deliveryPrice = next(3) === 0 ? 249 + next(200) : 0;
      const tips = next(4) === 0 ? 100 + next(300) : 0;
      const status = STATUSES[next(STATUSES.length)] ?? 'COMPLETED';
      const platformFee = next(900);
      const vatPlatformFee = Math.round(platformFee * 0.2);
      const createdAt = new Date(
        Date.parse('2025-04-07T06:00:00Z') + next(7) * 86_400_000 + next(12 * 60) * 60_000 + index,
      );
      const payement = subtotal - promo + deliveryPrice + tips - platformFee - vatPlatformFee;
      const cart = await aVatOrder(db, {
        company,
        platform,
        status,
        lines,
        subtotal,
        promo,
        deliveryPrice,
        tips,
        platformFee,
        vatPlatformFee,
        payement,
        createdAt,
      });
      orders.push({
        id: cart.id,
        company,
        platform,
        status,
        createdAt: cart.createdAt,
        total: cart.total,
        platformFee,
        vatPlatformFee,
        payement,
        split: expectedSplit({ total: cart.total, deliveryPrice, tips, lines }),
      });
    }
    for (const [index, type] of [...MISC_ITEM_TYPES, ...MISC_ITEM_TYPES].entries()) {
      const company: Company = index % 3 === 2 ? 'pizza' : 'burger';
      const platform: PlatformCode = index % 2 === 0 ? 'PLATFORM_UBER_EAT' : 'PLATFORM_DELIVEROO';
      const [restaurant] = await db
        .select({ id: restaurants.id })
        .from(restaurants)
        .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
        .where(and(eq(restaurants.companyId, companyIds[company]), eq(platforms.code, platform)));
      if (!restaurant) throw new Error(`No ${platform} restaurant for ${company}`);
      const total =
        type === 'MEAL_VOUCHER' || type === 'ORDER_DISPUTE_REFUND' ? 1_000 + index * 37 : -(500 + index * 91);
      const vat = type === 'ECO_CONTRIBUTION' || type === 'MEAL_VOUCHER' || type === 'ORDER_DISPUTE_REFUND' ? 0 : 20;
      const ht = Math.round(total / (1 + vat / 100));
      const miscDate = `2025-04-${String(7 + (index % 7)).padStart(2, '0')}`;
      const [row] = await db
        .insert(miscItems)
        .values({
          companyId: companyIds[company],
          restaurantId: restaurant.id,
          platform,
          type,
          tag: type,
          miscDate,
          total,
          ht,
          tvaPurcent: vat,
        })
        .returning({ id: miscItems.id });
      misc.push({ id: row?.id ?? 0, company, platform, type, total, ht, miscDate });
    }
    // Outside the week on both sides: never counted.
    const [edge] = await db
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(eq(restaurants.companyId, companyIds.burger))
      .limit(1);
    for (const miscDate of ['2025-04-06', '2025-04-14']) {
      await db.insert(miscItems).values({
        companyId: companyIds.burger,
        restaurantId: edge?.id ?? 0,
        platform: 'PLATFORM_UBER_EAT',
        type: 'ADS',
        tag: 'outside',
        miscDate,
        total: -99_999,
        ht: -83_333,
        tvaPurcent: 20,
      });
    }
  }

  const keptOrders = (filter: Filter) =>
    orders.filter(
      (order) =>
        !CANCELED.has(order.status) &&
        (!filter.company || order.company === filter.company) &&
        (!filter.platforms || filter.platforms.includes(order.platform)),
    );
  const miscOf = (filter: Filter) =>
    misc.filter(
      (item) =>
        (!filter.company || item.company === filter.company) &&
        (!filter.platforms || filter.platforms.includes(item.platform)),
    );

  function expectedLines(filter: Filter): Record<string, number> {
    const kept = keptOrders(filter);
    const items = miscOf(filter);
    const sum = <T>(list: readonly T[], pick: (item: T) => number) =>
      list.reduce((total, item) => total + pick(item), 0);
    const ofType = (type: MiscItemType) =>
      sum(
        items.filter((item) => item.type === type),
        (item) => item.total,
      );
    const rates = kept.flatMap((order) => order.split);
    const salesTva = sum(rates, (rate) => rate.tva);
    const deductible = sum(kept, (order) => order.vatPlatformFee) + sum(items, (item) => item.ht - item.total);
    const paid = sum(kept, (order) => order.payement);
    return {
      sales_ttc: sum(kept, (order) => order.total),
      sales_ht: sum(rates, (rate) => rate.ht),
      sales_tva: salesTva,
      total_tva_deductible: deductible,
      total_restant_du: salesTva - deductible,
      paid_by_platform: paid,
      restaurant_net: paid + sum(items, (item) => item.total),
      service_ht: sum(kept, (order) => order.platformFee),
      service_ttc: sum(kept, (order) => order.platformFee + order.vatPlatformFee),
      marketing_fees: ofType('MARKETING_OFFER_FEE'),
      eco_contribution: ofType('ECO_CONTRIBUTION'),
      sponsored_ads: ofType('ADS'),
      adjustments: ofType('ADJUSTMENT_ERROR'),
      refunds: ofType('ORDER_DISPUTE_REFUND'),
      vouchers: ofType('MEAL_VOUCHER'),
      other: ofType('OTHER'),
    };
  }

  function asRecord(lines: readonly Line[]): Record<string, number> {
    return Object.fromEntries(lines.map((line) => [line.key, line.amount]));
  }

  async function query<T>(
    document: string,
    field: string,
    token: string,
    variables: Record<string, unknown>,
  ): Promise<T> {
    const result = await api.graphql(document, { token, variables });
    expect(result.body.errors).toBeUndefined();
    return result.body.data?.[field] as T;
  }

  async function everyOrder(token: string, variables: Record<string, unknown>): Promise<OrderNode[]> {
    const nodes: OrderNode[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 50; pages += 1) {
      const page: OrderPage = await query<OrderPage>(ORDERS, 'tvaOrder', token, { ...variables, after });
      expect(page.pageInfo.hasPreviousPage).toBe(after !== null);
      nodes.push(...page.edges.map((edge) => edge.node));
      if (!page.pageInfo.hasNextPage) return nodes;
      after = page.pageInfo.endCursor;
    }
    throw new Error('tvaOrder never reached its last page');
  }

  it('states every report line of the week to the cent, with sales_ttc equal to History’s total', async () => {
    const report = await query<Report>(REPORT, 'tvaReport', tokens.admin, WEEK);
    expect(report.orderCount).toBe(keptOrders({}).length);
    expect(asRecord(report.lines)).toEqual(expectedLines({}));
    expect(report.lines.map((line) => line.key)).toEqual(Object.keys(expectedLines({})));
    expect(report.lines.find((line) => line.key === 'sales_ttc')?.label).toBe('Sales incl. VAT');
    const history = await query<{ stats: { total: number } }>(HISTORY_TOTAL, 'history', tokens.admin, WEEK);
    expect(asRecord(report.lines).sales_ttc).toBe(history.stats.total);
    expect(expectedLines({}).sales_ttc).toBeGreaterThan(0);
  });

  it('splits VAT per rate so that ht + tva = ttc and the rates add up to sales_ttc', async () => {
    const report = await query<Report>(REPORT, 'tvaReport', tokens.admin, WEEK);
    expect(report.byRate).toEqual(sumRates(keptOrders({}).flatMap((order) => order.split)));
    expect(report.byRate.map((rate) => rate.vatPercent)).toEqual([0, 5.5, 10, 20]);
    for (const rate of report.byRate) expect(rate.ht + rate.tva).toBe(rate.ttc);
    expect(report.byRate.reduce((sum, rate) => sum + rate.ttc, 0)).toBe(asRecord(report.lines).sales_ttc);
  });

  it('gives each platform its own statement, and the platforms add up to the whole', async () => {
    const report = await query<Report>(REPORT, 'tvaReport', tokens.admin, WEEK);
    const names = report.byPlatform.map((entry) => entry.platform.name);
    expect(names).toEqual(['PLATFORM_UBER_EAT', 'PLATFORM_DELIVEROO', 'PLATFORM_JUST_EAT', 'PLATFORM_GLOVO']);
    for (const entry of report.byPlatform) {
      expect(asRecord(entry.lines)).toEqual(expectedLines({ platforms: [entry.platform.name] }));
      expect(entry.byRate).toEqual(
        sumRates(keptOrders({ platforms: [entry.platform.name] }).flatMap((order) => order.split)),
      );
    }
    for (const line of report.lines) {
      expect(report.byPlatform.reduce((sum, entry) => sum + (asRecord(entry.lines)[line.key] ?? 0), 0)).toBe(
        line.amount,
      );
    }
  });

  it('lists the orders that carry VAT oldest first, page by page, each split to the cent', async () => {
    const want = keptOrders({}).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
    const nodes = await everyOrder(tokens.admin, { ...WEEK, first: 7 });
    expect(nodes.map((node) => node.cart.id)).toEqual(want.map((order) => order.id));
    for (const [index, node] of nodes.entries()) {
      expect(node.rates).toEqual(want[index]?.split);
      expect(node.ttc).toBe(node.cart.total);
      expect(node.ht + node.tva).toBe(node.ttc);
    }
    const first = await query<OrderPage>(ORDERS, 'tvaOrder', tokens.admin, { ...WEEK, first: 2 });
    expect(first.totalCount).toBe(want.length);
    expect(first.edges).toHaveLength(2);
  });

  it('spreads an uneven promotion over the rates by largest remainder, and puts delivery at 20 % and tips at 0 %', async () => {
    const db = api.database.db;
    // Weights 1000 at 10 % and 500 at 5.5 %: a promo of 100 leaves 1400, split 933.33 / 466.67 → 933 / 467.
    const cart = await aVatOrder(db, {
      status: 'COMPLETED',
      lines: [
        { price: 500, quantity: 2, vatPercent: 10, customisations: [] },
        { price: 400, quantity: 1, vatPercent: 5.5, customisations: [100] },
      ],
      promo: 100,
      deliveryPrice: 390,
      tips: 200,
      createdAt: new Date('2025-05-05T12:00:00Z'),
    });
    const [node] = (
      await query<OrderPage>(ORDERS, 'tvaOrder', tokens.admin, { fromDate: '2025-05-05', toDate: '2025-05-05' })
    ).edges;
    expect(node?.node.cart.id).toBe(cart.id);
    expect(node?.node.rates).toEqual([
      { vatPercent: 0, ttc: 200, ht: 200, tva: 0 },
      { vatPercent: 5.5, ttc: 467, ht: 443, tva: 24 },
      { vatPercent: 10, ttc: 933, ht: 848, tva: 85 },
      { vatPercent: 20, ttc: 390, ht: 325, tva: 65 },
    ]);
    expect(node?.node.ttc).toBe(1_990);
  });

  it('totals the misc items by type over the week and pages through them', async () => {
    const page = await query<MiscPage>(MISC, 'miscItem', tokens.admin, { ...WEEK, first: 4 });
    expect(page.totalCount).toBe(misc.length);
    expect(page.byType.map((row) => row.type)).toEqual([...MISC_ITEM_TYPES]);
    for (const row of page.byType) {
      const items = misc.filter((item) => item.type === row.type);
      const total = items.reduce((sum, item) => sum + item.total, 0);
      const ht = items.reduce((sum, item) => sum + item.ht, 0);
      expect(row).toEqual({ type: row.type, count: items.length, total, ht, tva: total - ht });
    }
    const ids: number[] = [...page.edges.map((edge) => edge.node.id)];
    let after = page.pageInfo.endCursor;
    while (after) {
      const next: MiscPage = await query<MiscPage>(MISC, 'miscItem', tokens.admin, { ...WEEK, first: 4, after });
      ids.push(...next.edges.map((edge) => edge.node.id));
      after = next.pageInfo.hasNextPage ? next.pageInfo.endCursor : null;
    }
    const sorted = [...misc].sort((a, b) => a.miscDate.localeCompare(b.miscDate) || a.id - b.id);
    expect(ids).toEqual(sorted.map((item) => item.id));
  });

  it('narrows by platform and by company, the same way for orders and misc items', async () => {
    const platforms: PlatformCode[] = ['PLATFORM_DELIVEROO'];
    const report = await query<Report>(REPORT, 'tvaReport', tokens.admin, {
      ...WEEK,
      platforms,
      company: companyIds.pizza,
    });
    expect(asRecord(report.lines)).toEqual(expectedLines({ platforms, company: 'pizza' }));
    const items = await query<MiscPage>(MISC, 'miscItem', tokens.admin, {
      ...WEEK,
      platforms,
      company: companyIds.pizza,
    });
    expect(items.totalCount).toBe(miscOf({ platforms, company: 'pizza' }).length);
  });

  it('shows a company its own figures only, even when it names another company', async () => {
    const own = await query<Report>(REPORT, 'tvaReport', tokens.company, WEEK);
    expect(asRecord(own.lines)).toEqual(expectedLines({ company: 'burger' }));
    const other = await query<Report>(REPORT, 'tvaReport', tokens.company, { ...WEEK, company: companyIds.pizza });
    expect(other.orderCount).toBe(0);
    expect(other.byPlatform).toEqual([]);
    expect(other.lines.every((line) => line.amount === 0)).toBe(true);
    const otherOrders = await query<OrderPage>(ORDERS, 'tvaOrder', tokens.company, {
      ...WEEK,
      company: companyIds.pizza,
    });
    expect(otherOrders.totalCount).toBe(0);
    const otherMisc = await query<MiscPage>(MISC, 'miscItem', tokens.company, { ...WEEK, company: companyIds.pizza });
    expect(otherMisc.totalCount).toBe(0);
    const ownOrders = await everyOrder(tokens.company, { ...WEEK, first: 100 });
    expect(ownOrders.map((node) => node.cart.id).sort()).toEqual(
      keptOrders({ company: 'burger' })
        .map((order) => order.id)
        .sort(),
    );
  });

  it.each(['tvaReport', 'tvaOrder', 'miscItem'])(
    'refuses %s to the basic company and to the account manager (no VAT reports service)',
    async (field) => {
      for (const token of [tokens.basic, tokens.manager]) {
        const result = await api.graphql(DOCUMENTS[field] ?? '', { token, variables: WEEK });
        expect(result.body.data?.[field] ?? null).toBeNull();
        expect(result.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
    },
  );

  it.each([
    ['tvaReport', { fromDate: '2025-4-07', toDate: '2025-04-13' }, 'fromDate must be a YYYY-MM-DD date'],
    ['tvaOrder', { fromDate: '2025-04-07', toDate: '2025-02-30' }, 'toDate must be a YYYY-MM-DD date'],
    ['miscItem', { fromDate: '2025-04-13', toDate: '2025-04-07' }, 'toDate must not be before fromDate'],
    ['miscItem', { fromDate: 'last month', toDate: '2025-04-07' }, 'fromDate must be a YYYY-MM-DD date'],
    ['tvaOrder', { ...WEEK, after: 'bogus' }, 'Invalid cursor'],
    ['miscItem', { ...WEEK, after: 'bogus' }, 'Invalid cursor'],
    ['tvaOrder', { ...WEEK, first: -1 }, '"first" must be zero or more'],
  ])('%s refuses %j', async (field, variables, message) => {
    const result = await api.graphql(DOCUMENTS[field] ?? '', { token: tokens.admin, variables });
    expect(result.body.data?.[field] ?? null).toBeNull();
    expect(result.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses a restaurant that is not a uuid', async () => {
    const result = await api.graphql(REPORT, { token: tokens.admin, variables: { ...WEEK, restaurants: ['42'] } });
    expect(result.body.errors?.[0]).toMatchObject({
      message: 'restaurants must be restaurant uuids',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('builds the report in a fixed number of statements, however many orders (no N+1)', async () => {
    const statements = await captureStatements(api.database, () =>
      query<Report>(REPORT, 'tvaReport', tokens.admin, WEEK),
    );
    // The viewer's account (an administrator's scope needs no query), order totals, the VAT split, the misc items,
    // then one batch for the platforms.
    expect(statements).toHaveLength(5);
  });
});
