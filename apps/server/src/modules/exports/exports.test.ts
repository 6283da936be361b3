import { isCanceledStatus, splitOrderVat, type OrderStatus, type PlatformCode } from '@comptoir/domain';
import { eq, sql } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, applicationCompanies, companies, restaurants, type CartRow } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAMES } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { captureStatements } from '../../testing/count-statements';
import { createTestAccount, startTestApi, type TestApi } from '../../testing/test-api';
import type { HistoryStats } from '../history/history-stats';
import { aCart } from '../orders/testing/a-cart';
import { signExportToken, type ExportClaims } from './export-token';
import {
  aDispute,
  aMiscItem,
  download,
  type Download,
  findDemoRestaurant,
  sheetRows,
  summaryFigures,
  toMinor,
} from './testing/export-fixtures';

const FILTER_VARIABLES = '$fromDate: String!, $toDate: String!, $platforms: [PlatformName!], $restaurants: [String!]';
const FILTER_ARGS = 'fromDate: $fromDate, toDate: $toDate, platforms: $platforms, restaurants: $restaurants';
const EXPORT_CART = `mutation(${FILTER_VARIABLES}, $company: Int, $period: String) {
  exportCart(${FILTER_ARGS}, company: $company, period: $period) { url fileName expiresAt stores } }`;
const EXPORT_MISC_ITEM = `mutation(${FILTER_VARIABLES}, $company: Int, $period: String) {
  exportMiscItem(${FILTER_ARGS}, company: $company, period: $period) { url fileName stores } }`;
const EXPORT_DISPUTED_ORDER = `mutation(${FILTER_VARIABLES}) {
  exportDisputedOrder(${FILTER_ARGS}) { url fileName resume { count toDispute disputed won lost incorrectPrice refundedPrice }
    orders { displayOrderId status platform restaurantTitle incorrectPrice refundedPrice createdAt } } }`;
const HISTORY_STATS = `query(${FILTER_VARIABLES}, $company: Int) {
  history(${FILTER_ARGS}, company: $company, first: 0) { stats { count totalWithImage subtotal promo canceled canceledTotal total } } }`;

// A week of March 2025 that the two-day demo seed never reaches: the rows below are the only ones in it.
const WEEK = { fromDate: '2025-03-10', toDate: '2025-03-16' };
// Another week, for the large export alone.
const LARGE_WEEK = { fromDate: '2024-06-03', toDate: '2024-06-09' };
const LARGE_COUNT = 20_001;
const STATUSES: OrderStatus[] = ['COMPLETED', 'FINISHED', 'ACCEPTED', 'CANCELED', 'DENIED', 'FAILED', 'CREATED'];
const PLATFORMS: PlatformCode[] = ['PLATFORM_UBER_EAT', 'PLATFORM_DELIVEROO'];

/** The Orders sheet's VAT column titles, in their order. */
function vatHeaders(workbook: ExcelJS.Workbook): string[] {
  const header = (workbook.getWorksheet('Orders')?.getRow(1).values as ExcelJS.CellValue[] | undefined) ?? [];
  return header.map(String).filter((title) => title.startsWith('VAT') && title !== 'VAT on fee');
}

type ExportFile = { url: string; fileName: string; expiresAt?: string; stores: string[] };
type Tokens = Record<keyof typeof DEMO_ACCOUNTS, string>;

describe.each(TEST_DRIVERS)('exports (%s)', (driver) => {
  let api: TestApi;
  const tokens: Tokens = { admin: '', manager: '', company: '', basic: '', app: '' };
  const companyIds = { burger: 0, pizza: 0 };
  const weekCarts: CartRow[] = [];

  beforeAll(async () => {
    api = await startTestApi(driver);
    const rows = await api.database.db.select({ id: companies.id, name: companies.name }).from(companies);
    companyIds.burger = rows.find((row) => row.name === DEMO_COMPANY_NAMES.burger)?.id ?? 0;
    companyIds.pizza = rows.find((row) => row.name === DEMO_COMPANY_NAMES.pizza)?.id ?? 0;
    // These accounts read English: the words of every language are exports/export-languages.test.ts's.
    await api.database.db.update(accounts).set({ lang: 'en' });
    await seedWeek();
    await seedLargeWeek();
    for (const key of Object.keys(tokens) as (keyof Tokens)[]) {
      tokens[key] = await api.signIn(DEMO_ACCOUNTS[key].email, DEMO_ACCOUNTS[key].password);
    }
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  async function seedWeek(): Promise<void> {
    const db = api.database.db;
    for (let index = 0; index < 28; index += 1) {
      const subtotal = 700 + ((index * 977) % 3_100);
      const promo = index % 3 === 0 ? (index * 37) % 400 : 0;
      const deliveryPrice = (index * 53) % 350;
      const tips = index % 4 === 0 ? 150 : 0;
      weekCarts.push(
        await aCart(db, {
          company: index % 4 === 3 ? 'pizza' : 'burger',
          platform: PLATFORMS[index % 2],
          status: STATUSES[index % STATUSES.length],
          hasImage: index % 5 === 0,
          subtotal,
          promo,
          deliveryPrice,
          tips,
          total: subtotal - promo + deliveryPrice + tips,
          platformFee: Math.round(subtotal * 0.3),
          vatPlatformFee: Math.round(subtotal * 0.06),
          payement: subtotal - Math.round(subtotal * 0.36),
          createdAt: new Date(Date.parse('2025-03-10T08:00:00Z') + index * 5 * 3_600_000 + 1_000),
        }),
      );
    }
    // 00:30 on 10 March in Paris, the week's first local minute or so; 23:30 on the 9th in Paris, outside the week.
    weekCarts.push(
      await aCart(db, {
        status: 'COMPLETED',
        subtotal: 1_234,
        total: 1_234,
        createdAt: new Date('2025-03-09T23:30:00Z'),
      }),
    );
    await aCart(db, { status: 'COMPLETED', subtotal: 999, total: 999, createdAt: new Date('2025-03-09T22:30:00Z') });

    await aMiscItem(db, { type: 'ADS', miscDate: '2025-03-11', total: -12_000, ht: -10_000 });
    await aMiscItem(db, { type: 'ADS', miscDate: '2025-03-16', total: -2_400, ht: -2_000 });
    await aMiscItem(db, { type: 'ECO_CONTRIBUTION', miscDate: '2025-03-10', total: -105, ht: -100 });
    await aMiscItem(db, {
      type: 'ORDER_DISPUTE_REFUND',
      platform: 'PLATFORM_DELIVEROO',
      miscDate: '2025-03-12',
      total: 1_890,
      ht: 1_890,
    });
    await aMiscItem(db, { type: 'ADS', miscDate: '2025-03-17', total: -99_999, ht: -99_999 });
    await aMiscItem(db, { company: 'pizza', type: 'MEAL_VOUCHER', miscDate: '2025-03-12', total: 5_000, ht: 5_000 });

    const deadline = new Date(Date.now() + 7 * 86_400_000);
    await aDispute(db, {
      status: 'TO_DISPUTE',
      createdAt: new Date('2025-03-11T10:00:00Z'),
      incorrectPrice: 1_250,
      deadlineAt: deadline,
    });
    await aDispute(db, { status: 'DISPUTED', createdAt: new Date('2025-03-12T10:00:00Z'), incorrectPrice: 890 });
    await aDispute(db, {
      status: 'WON',
      createdAt: new Date('2025-03-13T10:00:00Z'),
      incorrectPrice: 2_000,
      refundedPrice: 2_000,
    });
    await aDispute(db, {
      status: 'LOST',
      platform: 'PLATFORM_DELIVEROO',
      createdAt: new Date('2025-03-16T22:30:00Z'),
      incorrectPrice: 450,
    });
    await aDispute(db, {
      status: 'WON',
      createdAt: new Date('2025-03-16T23:30:00Z'),
      incorrectPrice: 7_000,
      refundedPrice: 7_000,
    });
    await aDispute(db, {
      company: 'pizza',
      status: 'TO_DISPUTE',
      createdAt: new Date('2025-03-12T10:00:00Z'),
      incorrectPrice: 300,
      deadlineAt: deadline,
    });
  }

  async function seedLargeWeek(): Promise<void> {
    const restaurant = await findDemoRestaurant(api.database.db, 'burger', 'PLATFORM_GLOVO');
    await api.database.db.execute(
      sql`insert into carts (company_id, restaurant_id, platform, platform_id, display_id, status, fulfillment_type, subtotal, total, created_at)
        select ${restaurant.companyId}::int, ${restaurant.id}::int, 'PLATFORM_GLOVO', 'large-' || n, 'L' || n, 'COMPLETED', 'DELIVERY',
          1000 + n % 500, 1000 + n % 500, timestamptz '2024-06-03 08:00:00+00' + n * interval '20 seconds'
        from generate_series(1, ${LARGE_COUNT}::int) as n`,
    );
  }

  async function requestFile<T = ExportFile>(
    query: string,
    field: string,
    token: string,
    variables: Record<string, unknown>,
    switchUser?: string,
  ): Promise<T> {
    const result = await api.graphql(query, { token, variables, switchUser });
    expect(result.body.errors).toBeUndefined();
    return result.body.data?.[field] as T;
  }

  async function historyStats(token: string, variables: Record<string, unknown>): Promise<HistoryStats> {
    const result = await api.graphql(HISTORY_STATS, { token, variables });
    expect(result.body.errors).toBeUndefined();
    return (result.body.data?.history as { stats: HistoryStats }).stats;
  }

  function expectSummaryMatchesHistory(figures: Map<string, unknown[]>, stats: HistoryStats): void {
    const value = (label: string) => figures.get(label)?.[0] as number;
    expect({
      count: value('Orders'),
      totalWithImage: value('Orders with a photo'),
      subtotal: toMinor(value('Subtotal')),
      promo: toMinor(value('Promotions')),
      canceled: value('Canceled orders'),
      canceledTotal: toMinor(value('Canceled total')),
      total: toMinor(value('Total')),
    }).toEqual(stats);
  }

  it('exports the orders of the period, each in its local time, with the totals History shows, to the cent', async () => {
    const file = await requestFile(EXPORT_CART, 'exportCart', tokens.company, { ...WEEK, period: 'week' });
    expect(file.fileName).toBe('comptoir-orders-week-2025-03-10_2025-03-16.xlsx');
    expect(file.url).toMatch(/^\/exports\/orders\.xlsx\?token=[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(Date.parse(file.expiresAt ?? '') - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(Date.parse(file.expiresAt ?? '') - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    const got = await download(api.url, file.url);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(got.headers.get('content-disposition')).toBe(
      'attachment; filename="comptoir-orders-week-2025-03-10_2025-03-16.xlsx"',
    );
    const workbook = got.workbook;
    if (!workbook) throw new Error('no workbook');
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'Orders']);

    const burger = weekCarts
      .filter((cart) => cart.companyId === companyIds.burger)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const titles = new Map(
      (await api.database.db.select({ id: restaurants.id, title: restaurants.title }).from(restaurants)).map((row) => [
        row.id,
        row.title,
      ]),
    );
    const rows = sheetRows(workbook, 'Orders');
    expect(rows.map((row) => row[3])).toEqual(burger.map((cart) => cart.displayId));
    const first = burger[0];
    expect(first?.createdAt.toISOString()).toBe('2025-03-09T23:30:00.000Z');
    expect(rows[0]?.[0]).toEqual(new Date('2025-03-10T00:30:00Z'));
    for (const [index, cart] of burger.entries()) {
      const row = rows[index] ?? [];
      expect(row.slice(1, 3)).toEqual([
        cart.platform === 'PLATFORM_UBER_EAT' ? 'Uber Eats' : 'Deliveroo',
        titles.get(cart.restaurantId),
      ]);
      expect(row.slice(4, 7)).toEqual([cart.status, cart.fulfillmentType, cart.paymentMethod]);
      expect(row.slice(7, 15).map(toMinor)).toEqual([
        cart.subtotal,
        cart.promo,
        cart.deliveryPrice,
        cart.tips,
        cart.total,
        cart.platformFee,
        cart.vatPlatformFee,
        cart.payement,
      ]);
      expect(row[15]).toBe(cart.hasImage ? 'Yes' : 'No');
      // Then the order's VAT as the VAT report counts it (docs/money.md#one-vat-split-per-order): these orders have no
      // lines, so their goods are at 10 % and their delivery at 20 %; a canceled order carries none.
      const split = isCanceledStatus(cart.status)
        ? []
        : splitOrderVat({ total: cart.total, deliveryPrice: cart.deliveryPrice, tips: cart.tips, lines: [] });
      const vatOf = (rate: number) => split.find((share) => share.rate === rate)?.tva ?? 0;
      expect(row.slice(16).map(toMinor)).toEqual([vatOf(10), vatOf(20), vatOf(10) + vatOf(20)]);
    }
    expect(vatHeaders(workbook)).toEqual(['VAT 10 %', 'VAT 20 %', 'VAT']);
    const figures = summaryFigures(workbook);
    expectSummaryMatchesHistory(figures, await historyStats(tokens.company, WEEK));
    expect(figures.get('Period')).toEqual(['Week']);
    expect(figures.get('Restaurants')).toEqual(['All restaurants']);
    const kept = burger.filter((cart) => !['CANCELED', 'DENIED', 'REJECTED', 'FAILED', 'ERROR'].includes(cart.status));
    expect(toMinor(figures.get('Payout')?.[0] ?? null)).toBe(kept.reduce((sum, cart) => sum + cart.payement, 0));
    expect(workbook.getWorksheet('Orders')?.getCell('L2').numFmt).toBe('#,##0.00 "€"');
    expect(workbook.getWorksheet('Orders')?.getCell('A2').numFmt).toBe('dd-mm-yyyy hh:mm');
  });

  it('narrows by platform, restaurant and company like History, and names the chosen stores', async () => {
    const deliveroo = await findDemoRestaurant(api.database.db, 'pizza', 'PLATFORM_DELIVEROO');
    const variables = {
      ...WEEK,
      restaurants: [deliveroo.uuid],
      platforms: ['PLATFORM_DELIVEROO'],
      company: companyIds.pizza,
    };
    const file = await requestFile(EXPORT_CART, 'exportCart', tokens.admin, variables);
    expect(file.stores).toEqual([deliveroo.title]);
    expect(file.fileName).toBe('comptoir-orders-2025-03-10_2025-03-16.xlsx');
    const workbook = (await download(api.url, file.url)).workbook;
    if (!workbook) throw new Error('no workbook');
    const want = weekCarts.filter((cart) => cart.restaurantId === deliveroo.id).map((cart) => cart.displayId);
    expect(want.length).toBeGreaterThan(0);
    expect(sheetRows(workbook, 'Orders').map((row) => row[3])).toEqual(want);
    const figures = summaryFigures(workbook);
    expectSummaryMatchesHistory(figures, await historyStats(tokens.admin, variables));
    expect(figures.get('Restaurants')).toEqual([deliveroo.title]);
    expect(figures.get('Platforms')).toEqual(['Deliveroo']);
    expect(figures.get('Company')).toEqual([DEMO_COMPANY_NAMES.pizza]);
  });

  it('never puts another company’s orders, stores or name in a file, whatever the filter names', async () => {
    const burgerStore = await findDemoRestaurant(api.database.db, 'burger', 'PLATFORM_UBER_EAT');
    const variables = { ...WEEK, company: companyIds.burger, restaurants: [burgerStore.uuid] };
    const file = await requestFile(EXPORT_CART, 'exportCart', tokens.basic, variables);
    expect(file.stores).toEqual([]);
    const got = await download(api.url, file.url);
    const workbook = got.workbook;
    if (!workbook) throw new Error('no workbook');
    expect(sheetRows(workbook, 'Orders')).toEqual([]);
    const text = JSON.stringify(workbook.worksheets.map((sheet) => sheet.getSheetValues()));
    for (const secret of [burgerStore.title, DEMO_COMPANY_NAMES.burger]) expect(text).not.toContain(secret);
    expect(summaryFigures(workbook).get('Total')).toEqual([0]);
  });

  it('exports the misc billing items of the period, one sheet per type, with a summary per type', async () => {
    const file = await requestFile(EXPORT_MISC_ITEM, 'exportMiscItem', tokens.company, { ...WEEK, period: 'WEEK' });
    expect(file.fileName).toBe('comptoir-misc-items-week-2025-03-10_2025-03-16.xlsx');
    const workbook = (await download(api.url, file.url)).workbook;
    if (!workbook) throw new Error('no workbook');
    // The misc item types in their order (docs/data-model.md#misc-billing-items); a type without items has no sheet.
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Summary',
      'Eco contribution',
      'Sponsored ads',
      'Order dispute refunds',
    ]);
    const ads = sheetRows(workbook, 'Sponsored ads');
    expect(
      ads.map((row) => [
        row[0],
        row[1],
        toMinor(row[5] ?? null),
        row[6],
        toMinor(row[7] ?? null),
        toMinor(row[8] ?? null),
      ]),
    ).toEqual([
      [new Date('2025-03-11T00:00:00Z'), 'Uber Eats', -10_000, 20, -2_000, -12_000],
      [new Date('2025-03-16T00:00:00Z'), 'Uber Eats', -2_000, 20, -400, -2_400],
    ]);
    const figures = summaryFigures(workbook);
    expect(figures.get('Sponsored ads')?.map((value, index) => (index === 0 ? value : toMinor(value ?? null)))).toEqual(
      [2, -12_000, -2_400, -14_400],
    );
    expect(figures.get('Meal vouchers')?.[0]).toBe(0);
    expect(figures.get('All types')?.map((value, index) => (index === 0 ? value : toMinor(value ?? null)))).toEqual([
      4, -10_210, -2_405, -12_615,
    ]);
  });

  it('exports the disputes of the period with their resume, in the restaurants’ local days', async () => {
    const file = await requestFile<ExportFile & { resume: Record<string, number>; orders: Record<string, unknown>[] }>(
      EXPORT_DISPUTED_ORDER,
      'exportDisputedOrder',
      tokens.company,
      WEEK,
    );
    // 16 March 23:30 UTC is the 17th in Paris: outside the week. The pizza dispute is another company's.
    expect(file.resume).toEqual({
      count: 4,
      toDispute: 1,
      disputed: 3,
      won: 1,
      lost: 1,
      incorrectPrice: 4_590,
      refundedPrice: 2_000,
    });
    expect(file.orders.map((order) => [order.status, order.incorrectPrice])).toEqual([
      ['LOST', 450],
      ['WON', 2_000],
      ['DISPUTED', 890],
      ['TO_DISPUTE', 1_250],
    ]);
    const workbook = (await download(api.url, file.url)).workbook;
    if (!workbook) throw new Error('no workbook');
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'Disputed orders']);
    const rows = sheetRows(workbook, 'Disputed orders');
    expect(rows.map((row) => [row[0], row[1], row[4], toMinor(row[10] ?? null)])).toEqual([
      [new Date('2025-03-11T11:00:00Z'), 'Uber Eats', 'TO_DISPUTE', 1_250],
      [new Date('2025-03-12T11:00:00Z'), 'Uber Eats', 'DISPUTED', 890],
      [new Date('2025-03-13T11:00:00Z'), 'Uber Eats', 'WON', 2_000],
      [new Date('2025-03-16T23:30:00Z'), 'Deliveroo', 'LOST', 450],
    ]);
    expect(toMinor(summaryFigures(workbook).get('Refunded to clients')?.[0] ?? null)).toBe(4_590);
  });

  it('gates each export like its screen', async () => {
    const codeOf = async (query: string, token: string) =>
      (await api.graphql(query, { token, variables: WEEK })).body.errors?.[0]?.extensions?.code;
    expect(await codeOf(EXPORT_CART, tokens.manager)).toBe('FORBIDDEN');
    expect(await codeOf(EXPORT_MISC_ITEM, tokens.basic)).toBe('FORBIDDEN');
    expect(await codeOf(EXPORT_DISPUTED_ORDER, tokens.app)).toBe('FORBIDDEN');
    expect((await api.graphql(EXPORT_CART, { variables: WEEK })).body.errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it.each([
    [EXPORT_CART, { fromDate: '2025-3-10', toDate: '2025-03-16' }, 'fromDate must be a YYYY-MM-DD date'],
    [EXPORT_CART, { fromDate: '2025-02-30', toDate: '2025-03-16' }, 'fromDate must be a YYYY-MM-DD date'],
    [EXPORT_CART, { fromDate: '2025-03-16', toDate: '2025-03-10' }, 'toDate must not be before fromDate'],
    [EXPORT_CART, { ...WEEK, restaurants: ['not-a-uuid'] }, 'restaurants must be restaurant uuids'],
    [EXPORT_CART, { ...WEEK, period: 'fortnight' }, 'period must be one of day, week, month, year, custom'],
    [EXPORT_MISC_ITEM, { fromDate: '2025-03-10', toDate: 'tomorrow' }, 'toDate must be a YYYY-MM-DD date'],
    [EXPORT_DISPUTED_ORDER, { fromDate: 'yesterday', toDate: '2025-03-16' }, 'fromDate must be a YYYY-MM-DD date'],
  ])('refuses a bad filter (%#)', async (query, variables, message) => {
    const result = await api.graphql(query, { token: tokens.admin, variables });
    expect(result.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  describe('the download link', () => {
    async function cartLink(token = tokens.company, switchUser?: string): Promise<string> {
      return (await requestFile(EXPORT_CART, 'exportCart', token, WEEK, switchUser)).url;
    }

    function claimsFor(account: { id: number; tokenVersion: number }): ExportClaims {
      return {
        kind: 'cart',
        filter: { ...WEEK, platforms: [], restaurants: [], company: null, period: 'custom' },
        accountId: account.id,
        actorId: account.id,
        actorTokenVersion: account.tokenVersion,
      };
    }

    it('is refused without its token, with a forged, tampered or expired one, and on another export', async () => {
      const url = await cartLink();
      const token = new URL(url, api.url).searchParams.get('token') ?? '';
      const [company] = await api.database.db
        .select()
        .from(accounts)
        .where(eq(accounts.email, DEMO_ACCOUNTS.company.email));
      if (!company) throw new Error('no company account');
      const forged = await signExportToken(
        new TextEncoder().encode('not-the-server-secret-not-the-server'),
        claimsFor(company),
      );
      const expired = await signExportToken(
        api.config.jwtSecret,
        claimsFor(company),
        new Date(Date.now() - 11 * 60_000),
      );
      const [header, payload, signature] = token.split('.');
      const widened = Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), accountId: 1 }),
      ).toString('base64url');
      const cases: [string, number, string][] = [
        ['/exports/orders.xlsx', 401, 'Use the link an export gave'],
        [`/exports/orders.xlsx?token=${forged}`, 401, 'Use the link an export gave'],
        [`/exports/orders.xlsx?token=${header}.${widened}.${signature}`, 401, 'Use the link an export gave'],
        [`/exports/orders.xlsx?token=${expired}`, 401, 'This export link has expired: export the report again'],
        [`/exports/misc-items.xlsx?token=${token}`, 403, 'This link is for another export'],
        [`/exports/everything.xlsx?token=${token}`, 404, 'Not found'],
      ];
      for (const [path, status, error] of cases) {
        const got = await download(api.url, path);
        expect([path, got.status, got.workbook]).toEqual([path, status, null]);
        expect(got.json).toEqual({ error });
      }
      expect((await fetch(new URL(url, api.url), { method: 'POST' })).status).toBe(404);
      expect((await download(api.url, url)).status).toBe(200);
    });

    it('is refused once its account is disabled or lost the role, and follows a scope changed meanwhile', async () => {
      const disabled = await createTestAccount(api.database, { roles: ['ROLE_ADMINISTRATOR'] });
      const demoted = await createTestAccount(api.database, { roles: ['ROLE_ADMINISTRATOR'] });
      const application = await createTestAccount(api.database, { type: 'Application', roles: ['ROLE_APPLICATION'] });
      await api.database.db
        .insert(applicationCompanies)
        .values({ accountId: application.id, companyId: companyIds.burger });
      const links = {
        disabled: await cartLink(await api.signIn(disabled.email, disabled.password)),
        demoted: await cartLink(await api.signIn(demoted.email, demoted.password)),
        application: await cartLink(await api.signIn(application.email, application.password)),
      };
      expect((await download(api.url, links.disabled)).status).toBe(200);
      const before = (await download(api.url, links.application)).workbook;
      expect(before && sheetRows(before, 'Orders').length).toBeGreaterThan(0);

      await api.database.db.update(accounts).set({ enabled: false }).where(eq(accounts.id, disabled.id));
      await api.database.db
        .update(accounts)
        .set({ roles: ['ROLE_ACCOUNT_MANAGER'] })
        .where(eq(accounts.id, demoted.id));
      await api.database.db.delete(applicationCompanies).where(eq(applicationCompanies.accountId, application.id));
      for (const url of [links.disabled, links.demoted]) {
        const got = await download(api.url, url);
        expect([got.status, got.json]).toEqual([403, { error: 'You may no longer read this export' }]);
      }
      const after = (await download(api.url, links.application)).workbook;
      if (!after) throw new Error('no workbook');
      expect(sheetRows(after, 'Orders')).toEqual([]);
    });

    it('acting as a company: works while the switch is allowed, refused once the switcher lost that right', async () => {
      const switcher = await createTestAccount(api.database, { roles: ['ROLE_CAN_SWITCH_USER'] });
      const url = await cartLink(await api.signIn(switcher.email, switcher.password), DEMO_ACCOUNTS.company.email);
      const workbook = (await download(api.url, url)).workbook;
      if (!workbook) throw new Error('no workbook');
      expectSummaryMatchesHistory(summaryFigures(workbook), await historyStats(tokens.company, WEEK));
      await api.database.db.update(accounts).set({ roles: [] }).where(eq(accounts.id, switcher.id));
      expect((await download(api.url, url)).status).toBe(403);
    });
  });

  it('streams a large export in batches of 1,000 orders rather than reading them at once', async () => {
    const file = await requestFile(EXPORT_CART, 'exportCart', tokens.company, LARGE_WEEK);
    const got: { download?: Download } = {};
    const statements = await captureStatements(api.database, async () => {
      got.download = await download(api.url, file.url);
    });
    const workbook = got.download?.workbook;
    if (!workbook) throw new Error('no workbook');
    expect(workbook.getWorksheet('Orders')?.rowCount).toBe(LARGE_COUNT + 1);
    expect(summaryFigures(workbook).get('Orders')).toEqual([LARGE_COUNT]);
    const batches = statements.filter(
      (statement) => /from "carts"/.test(statement) && /order by "carts"\."created_at" asc/.test(statement),
    );
    expect(batches).toHaveLength(Math.ceil(LARGE_COUNT / 1_000));
    expect(batches.every((statement) => /limit \$\d+/.test(statement))).toBe(true);
  }, 120_000);
});
