import { commissionOf, type PlatformCode } from '@comptoir/domain';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  companySubscriptions,
  invoiceLines,
  invoices,
  restaurants,
  restaurantSubscriptions,
  type InvoiceRow,
} from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAMES } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { schema } from '../../schema';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { aCart } from '../orders/testing/a-cart';
import { issueMonthlyInvoices } from './issue-monthly-invoices';
import { restaurantUuids, seedMonthOfOrders } from './testing/invoice-fixtures';

const MONTH = '2025-03';
const MARCH = { fromDate: '2025-03-01', toDate: '2025-03-31' };

const INVOICE_FIELDS = `id uuid number status kind fromDate toDate payedAt createdAt currency priceHT vatAmount price commissionBase
  commissionRate company { id uuid name } platform { name } restaurants { uuid title }
  additionalLines { id position label target vat priceHT vatAmount price }`;

const INVOICES = `query($first: Int, $after: String, $ids: [Int!], $status: InvoiceStatus) {
  invoices(first: $first, after: $after, ids: $ids, status: $status) {
    totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${INVOICE_FIELDS} } }
  }
}`;

const INVOICE = `query($id: Int!) { invoice(id: $id) { ${INVOICE_FIELDS} } }`;

const HISTORY_TOTAL = `query($fromDate: String!, $toDate: String!, $platforms: [PlatformName!], $restaurants: [String!]) {
  history(fromDate: $fromDate, toDate: $toDate, platforms: $platforms, restaurants: $restaurants, first: 0) { stats { count total } }
}`;

type Line = {
  position: number;
  label: string;
  target: string;
  vat: number;
  priceHT: number;
  vatAmount: number;
  price: number;
};
type Invoice = {
  id: number;
  number: string;
  status: string;
  kind: string;
  fromDate: string;
  createdAt: string;
  priceHT: number;
  vatAmount: number;
  price: number;
  commissionBase: number | null;
  commissionRate: number | null;
  company: { id: number; name: string };
  platform: { name: PlatformCode } | null;
  restaurants: { uuid: string }[];
  additionalLines: Line[];
};
type Connection = {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { node: Invoice }[];
};

describe.each(TEST_DRIVERS)('invoices (%s)', (driver) => {
  let api: TestApi;
  const tokens: Record<'admin' | 'manager' | 'company' | 'basic' | 'app', string> = {
    admin: '',
    manager: '',
    company: '',
    basic: '',
    app: '',
  };
  const companyIds = { burger: 0, pizza: 0 };
  let march: InvoiceRow[] = [];

  beforeAll(async () => {
    api = await startTestApi(driver);
    for (const key of Object.keys(tokens) as (keyof typeof tokens)[]) {
      tokens[key] = await api.signIn(DEMO_ACCOUNTS[key].email, DEMO_ACCOUNTS[key].password);
    }
    const rows = await api.database.db.select({ id: companies.id, name: companies.name }).from(companies);
    companyIds.burger = rows.find((row) => row.name === DEMO_COMPANY_NAMES.burger)?.id ?? 0;
    companyIds.pizza = rows.find((row) => row.name === DEMO_COMPANY_NAMES.pizza)?.id ?? 0;
    await seedMonthOfOrders(api.database.db, MONTH);
    // Corner Pizza has been a customer since 2024; Demo Burger Co's services started after March 2025 (the seed's).
    const customerSince = new Date('2024-06-01T00:00:00Z');
    const pizzaRestaurants = api.database.db
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(eq(restaurants.companyId, companyIds.pizza));
    await api.database.db
      .update(companySubscriptions)
      .set({ startedAt: customerSince })
      .where(and(eq(companySubscriptions.companyId, companyIds.pizza), isNotNull(companySubscriptions.startedAt)));
    await api.database.db
      .update(restaurantSubscriptions)
      .set({ startedAt: customerSince })
      .where(
        and(
          inArray(restaurantSubscriptions.restaurantId, pizzaRestaurants),
          isNotNull(restaurantSubscriptions.startedAt),
        ),
      );
    march = await issueMonthlyInvoices(api.database.db, MONTH, {
      extraLines: new Map([
        [companyIds.pizza, [{ label: 'Avoir test', target: 'CREDIT' as const, priceHt: -1_000, vatRate: 20 }]],
      ]),
    });
  });
  afterAll(async () => {
    await api?.close();
  });

  async function list(token: string, variables: Record<string, unknown> = {}): Promise<Connection> {
    const result = await api.graphql(INVOICES, { token, variables });
    expect(result.body.errors).toBeUndefined();
    return result.body.data?.invoices as Connection;
  }

  async function everyInvoice(token: string, variables: Record<string, unknown> = {}): Promise<Invoice[]> {
    const all: Invoice[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 50; pages += 1) {
      const page: Connection = await list(token, { ...variables, first: 2, after });
      all.push(...page.edges.map((edge) => edge.node));
      if (!page.pageInfo.hasNextPage) return all;
      after = page.pageInfo.endCursor;
    }
    throw new Error('invoices never reached the last page');
  }

  const marchOf = (company: keyof typeof companyIds, subject: string) =>
    march.find((row) => row.companyId === companyIds[company] && row.subject === subject);

  it("takes the commission on exactly History's total for the month, platform and commission-invoiced restaurants", async () => {
    const cases: { company: 'burger' | 'pizza'; platform: PlatformCode; token: string }[] = [
      { company: 'burger', platform: 'PLATFORM_UBER_EAT', token: tokens.company },
      { company: 'burger', platform: 'PLATFORM_DELIVEROO', token: tokens.company },
      { company: 'pizza', platform: 'PLATFORM_UBER_EAT', token: tokens.basic },
      { company: 'pizza', platform: 'PLATFORM_DELIVEROO', token: tokens.basic },
    ];
    for (const { company, platform, token } of cases) {
      const restaurants = await restaurantUuids(api.database.db, company, platform);
      const history = await api.graphql(HISTORY_TOTAL, {
        token,
        variables: { ...MARCH, platforms: [platform], restaurants },
      });
      const stats = (history.body.data?.history as { stats: { count: number; total: number } }).stats;
      expect(stats.count).toBeGreaterThan(0);
      const row = marchOf(company, platform);
      if (!row) throw new Error(`no March commission invoice for ${company} on ${platform}`);
      const invoice = (await api.graphql(INVOICE, { token, variables: { id: row.id } })).body.data?.invoice as Invoice;
      expect(invoice).toMatchObject({
        kind: 'COMMISSION',
        commissionBase: stats.total,
        commissionRate: 2,
        platform: { name: platform },
      });
      expect(invoice.restaurants.map((restaurant) => restaurant.uuid).sort()).toEqual([...restaurants].sort());
      const [line] = invoice.additionalLines;
      expect(invoice.additionalLines).toHaveLength(1);
      expect(line).toMatchObject({ target: 'COMMISSION', vat: 20, priceHT: commissionOf(stats.total) });
      expect(line?.vatAmount).toBe(Math.round((commissionOf(stats.total) * 20) / 100));
      expect(invoice).toMatchObject({
        priceHT: line?.priceHT,
        vatAmount: line?.vatAmount,
        price: (line?.priceHT ?? 0) + (line?.vatAmount ?? 0),
      });
    }
    // Glovo is not commission-invoiced: its March orders are on no invoice.
    expect(march.filter((row) => row.platform === 'PLATFORM_GLOVO')).toEqual([]);
  });

  it('bills each activated service and restaurant service on the subscription invoice, with the extra lines', async () => {
    const row = marchOf('pizza', 'SUBSCRIPTION');
    const invoice = (await api.graphql(INVOICE, { token: tokens.basic, variables: { id: row?.id } })).body.data
      ?.invoice as Invoice;
    // Corner Pizza: the order manager service, order management on its two restaurants, and the credit.
    expect(invoice.additionalLines.map((line) => [line.target, line.priceHT])).toEqual([
      ['SUBSCRIPTION', 4_900],
      ['SUBSCRIPTION', 2_900],
      ['SUBSCRIPTION', 2_900],
      ['CREDIT', -1_000],
    ]);
    expect(invoice.additionalLines.map((line) => line.position)).toEqual([1, 2, 3, 4]);
    expect(invoice).toMatchObject({
      kind: 'SUBSCRIPTION',
      platform: null,
      commissionBase: null,
      priceHT: 9_700,
      vatAmount: 1_940,
      price: 11_640,
    });
    expect(invoice.restaurants).toHaveLength(2);
    // Demo Burger Co's services started after March 2025: nothing was due, so no subscription invoice.
    expect(marchOf('burger', 'SUBSCRIPTION')).toBeUndefined();
  });

  it('numbers every invoice of the year without a gap, and issues nothing twice', async () => {
    const all = await api.database.db.select().from(invoices).orderBy(asc(invoices.year), asc(invoices.sequence));
    expect(all.length).toBeGreaterThan(march.length);
    for (const year of new Set(all.map((row) => row.year))) {
      const sequences = all.filter((row) => row.year === year).map((row) => row.sequence);
      expect(sequences).toEqual(sequences.map((_, index) => index + 1));
    }
    for (const row of all) expect(row.number).toBe(`CPT-${row.year}-${String(row.sequence).padStart(6, '0')}`);
    expect(await issueMonthlyInvoices(api.database.db, MONTH)).toEqual([]);
    expect(await api.database.db.select().from(invoices)).toHaveLength(all.length);
  });

  it('keeps an issued invoice as issued when orders or prices change afterwards', async () => {
    const row = marchOf('burger', 'PLATFORM_UBER_EAT');
    const before = (await api.graphql(INVOICE, { token: tokens.company, variables: { id: row?.id } })).body.data
      ?.invoice;
    await aCart(api.database.db, {
      status: 'COMPLETED',
      subtotal: 50_000,
      total: 50_000,
      createdAt: new Date('2025-03-15T12:00:00Z'),
    });
    await api.database.db
      .update(companySubscriptions)
      .set({ price: 99_900 })
      .where(eq(companySubscriptions.companyId, companyIds.burger));
    expect(await issueMonthlyInvoices(api.database.db, MONTH)).toEqual([]);
    const after = (await api.graphql(INVOICE, { token: tokens.company, variables: { id: row?.id } })).body.data
      ?.invoice;
    expect(after).toEqual(before);
  });

  it.each([
    ['2025-13', 'month must be a YYYY-MM month'],
    ['2025-3', 'month must be a YYYY-MM month'],
    [new Date().toISOString().slice(0, 7), 'has not ended yet'],
  ])('refuses to issue %s', async (month, message) => {
    await expect(issueMonthlyInvoices(api.database.db, month)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: expect.stringContaining(message),
    });
  });

  it("lists the viewer's own invoices, newest first, a page at a time, by status and by ids", async () => {
    const own = await api.database.db.select().from(invoices).where(eq(invoices.companyId, companyIds.pizza));
    const listed = await everyInvoice(tokens.basic);
    expect(listed.map((invoice) => invoice.id).sort()).toEqual(own.map((row) => row.id).sort());
    expect(listed.every((invoice) => invoice.company.id === companyIds.pizza)).toBe(true);
    const issued = listed.map((invoice) => invoice.createdAt);
    expect(issued).toEqual([...issued].sort().reverse());
    expect((await list(tokens.basic)).totalCount).toBe(own.length);

    const validating = await everyInvoice(tokens.basic, { status: 'VALIDATING' });
    expect(validating.length).toBeGreaterThan(0);
    expect(validating.every((invoice) => invoice.status === 'VALIDATING')).toBe(true);
    await api.database.db
      .update(invoices)
      .set({ status: 'PAYER', payedAt: new Date() })
      .where(eq(invoices.id, validating[0]?.id ?? 0));
    const paid = await everyInvoice(tokens.basic, { status: 'PAYER' });
    expect(paid.map((invoice) => invoice.id)).toContain(validating[0]?.id);

    const burgerIds = march.filter((row) => row.companyId === companyIds.burger).map((row) => row.id);
    const pizzaId = own[0]?.id ?? 0;
    expect((await list(tokens.basic, { ids: [pizzaId, ...burgerIds] })).edges.map((edge) => edge.node.id)).toEqual([
      pizzaId,
    ]);
    expect((await list(tokens.manager, { ids: [pizzaId, ...burgerIds] })).totalCount).toBe(burgerIds.length + 1);
    expect((await list(tokens.admin, { ids: [] })).totalCount).toBe(0);
  });

  it('pages by 25 unless asked otherwise, and by no more than 100', async () => {
    const first = schema
      .getQueryType()
      ?.getFields()
      .invoices?.args.find((arg) => arg.name === 'first');
    expect(first?.defaultValue).toBe(25);
    const all = await api.database.db.select().from(invoices);
    expect((await list(tokens.admin, { first: 1_000 })).edges).toHaveLength(Math.min(all.length, 100));
    expect((await list(tokens.admin)).edges).toHaveLength(Math.min(all.length, 25));
  });

  it("never shows another company's invoice", async () => {
    const pizzaInvoice = marchOf('pizza', 'SUBSCRIPTION');
    const asBurger = await api.graphql(INVOICE, { token: tokens.company, variables: { id: pizzaInvoice?.id } });
    expect(asBurger.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(asBurger.text).not.toContain(DEMO_COMPANY_NAMES.pizza);
    const missing = await api.graphql(INVOICE, { token: tokens.admin, variables: { id: 999_999 } });
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const burgerList = await everyInvoice(tokens.company);
    expect(burgerList.every((invoice) => invoice.company.id === companyIds.burger)).toBe(true);
    const asManager = await api.graphql(INVOICE, { token: tokens.manager, variables: { id: pizzaInvoice?.id } });
    expect((asManager.body.data?.invoice as Invoice).company.name).toBe(DEMO_COMPANY_NAMES.pizza);
  });

  it.each([
    ['app', 'FORBIDDEN'],
    ['visitor', 'UNAUTHENTICATED'],
  ] as const)('refuses invoices to the %s', async (who, code) => {
    const token = who === 'app' ? tokens.app : undefined;
    for (const [query, variables] of [
      [INVOICES, {}],
      [INVOICE, { id: march[0]?.id }],
    ] as const) {
      const result = await api.graphql(query, { token, variables });
      expect(result.body.errors?.[0]?.extensions?.code).toBe(code);
      expect(result.text).not.toContain('CPT-');
    }
  });

  it.each([
    [{ status: 'PAID' }, 'BAD_USER_INPUT'],
    [{ after: 'bogus' }, 'BAD_USER_INPUT'],
    [{ first: -1 }, 'BAD_USER_INPUT'],
    [{ ids: ['x'] }, 'BAD_USER_INPUT'],
  ])('refuses %j', async (variables, code) => {
    const result = await api.graphql(INVOICES, { token: tokens.admin, variables });
    expect(result.body.data?.invoices ?? null).toBeNull();
    expect(result.body.errors?.[0]?.extensions?.code).toBe(code);
  });

  it('stores the lines as issued, VAT per line adding up to the totals', async () => {
    for (const row of march) {
      const lines = await api.database.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, row.id));
      expect(lines.reduce((sum, line) => sum + line.priceHt, 0)).toBe(row.totalHt);
      expect(lines.reduce((sum, line) => sum + line.vatAmount, 0)).toBe(row.totalVat);
      expect(row.totalHt + row.totalVat).toBe(row.totalTtc);
    }
  });
});
