import { LANGUAGES, type Lang } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { aCart } from '../orders/testing/a-cart';
import { EXPORT_LABELS } from './labels/export-labels';
import { download, sheetRows, toMinor } from './testing/export-fixtures';

const EXPORT_CART = `mutation($fromDate: String!, $toDate: String!, $period: String) {
  exportCart(fromDate: $fromDate, toDate: $toDate, period: $period) { url } }`;
const EXPORT_MISC_ITEM = `mutation($fromDate: String!, $toDate: String!) {
  exportMiscItem(fromDate: $fromDate, toDate: $toDate) { url } }`;
const EXPORT_DISPUTED_ORDER = `mutation($fromDate: String!, $toDate: String!) {
  exportDisputedOrder(fromDate: $fromDate, toDate: $toDate) { url } }`;
// A week the two-day demo seed never reaches: the orders below are the only ones in it.
const WEEK = { fromDate: '2025-04-07', toDate: '2025-04-13', period: 'week' };

// docs/product.md#documents: an export is written in the language of the account that asked for it.
describe.each(TEST_DRIVERS)('export languages (%s)', (driver) => {
  let api: TestApi;
  let company = { id: 0, token: '' };
  let admin = '';

  beforeAll(async () => {
    api = await startTestApi(driver);
    for (const [index, subtotal] of [1_990, 2_450, 3_105].entries()) {
      await aCart(api.database.db, {
        status: 'COMPLETED',
        subtotal,
        total: subtotal,
        hasImage: index === 0,
        createdAt: new Date(Date.parse('2025-04-08T10:00:00Z') + index * 3_600_000),
      });
    }
    const [row] = await api.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, DEMO_ACCOUNTS.company.email));
    company = {
      id: row?.id ?? 0,
      token: await api.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password),
    };
    admin = await api.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  async function exportAs(lang: string | null, query = EXPORT_CART, token = company.token) {
    await api.database.db.update(accounts).set({ lang }).where(eq(accounts.id, company.id));
    const result = await api.graphql(query, { token, variables: WEEK });
    expect(result.body.errors).toBeUndefined();
    const link = Object.values(result.body.data ?? {})[0] as { url: string };
    const workbook = (await download(api.url, link.url)).workbook;
    if (!workbook) throw new Error('no workbook');
    return workbook;
  }

  it('writes the sheets, headings and summary in each language, with the same figures to the cent', async () => {
    const totals = new Set<string>();
    for (const lang of LANGUAGES) {
      const labels = EXPORT_LABELS[lang];
      const workbook = await exportAs(lang);
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([labels.summary.sheet, labels.orders.title]);
      const header = (workbook.getWorksheet(labels.orders.title)?.getRow(1).values as unknown[]).slice(1);
      expect(header.slice(0, 7)).toEqual([
        labels.date,
        labels.platform,
        labels.restaurant,
        labels.order,
        labels.status,
        labels.orders.fulfilment,
        labels.orders.paymentMethod,
      ]);
      const summary = new Map(sheetRows(workbook, labels.summary.sheet).map((row) => [String(row[0]), row[1]]));
      expect(summary.get(labels.summary.period)).toBe(labels.summary.periods.week);
      expect(summary.get(labels.summary.platforms)).toBe(labels.summary.allPlatforms);
      expect(summary.get(labels.orders.count)).toBe(3);
      const photos = sheetRows(workbook, labels.orders.title).map((row) => row[15]);
      expect(photos).toEqual([labels.yes, labels.no, labels.no]);
      totals.add(
        JSON.stringify([labels.orders.subtotal, labels.total].map((label) => toMinor(summary.get(label) ?? null))),
      );
    }
    expect([...totals]).toEqual([JSON.stringify([7_545, 7_545])]);
  });

  it('names the misc item and dispute sheets in the language too', async () => {
    const pl = EXPORT_LABELS.pl;
    expect((await exportAs('pl', EXPORT_DISPUTED_ORDER)).worksheets.map((sheet) => sheet.name)).toEqual([
      pl.summary.sheet,
      pl.disputes.title,
    ]);
    const misc = await exportAs('es', EXPORT_MISC_ITEM);
    expect(misc.worksheets[0]?.name).toBe(EXPORT_LABELS.es.summary.sheet);
    const types = sheetRows(misc, EXPORT_LABELS.es.summary.sheet).map((row) => row[0]);
    expect(types).toContain(EXPORT_LABELS.es.miscItems.types.ADS);
    expect(types).toContain(EXPORT_LABELS.es.miscItems.allTypes);
  });

  it.each<[string | null, Lang]>([
    [null, 'fr'],
    ['de', 'fr'],
  ])('falls back for a company whose stored language is %s: its French address gives %s', async (stored, lang) => {
    const workbook = await exportAs(stored);
    expect(workbook.worksheets[0]?.name).toBe(EXPORT_LABELS[lang].summary.sheet);
  });

  it('writes in the language the screen shows when the web names it, over any stored or guessed one', async () => {
    const EXPORT_CART_IN = `mutation($fromDate: String!, $toDate: String!, $lang: Language) {
      exportCart(fromDate: $fromDate, toDate: $toDate, lang: $lang) { url } }`;
    const EXPORT_DISPUTED_ORDER_IN = `mutation($fromDate: String!, $toDate: String!, $lang: Language) {
      exportDisputedOrder(fromDate: $fromDate, toDate: $toDate, lang: $lang) { url } }`;
    const sheets = async (query: string, lang: Lang, switchUser?: string) => {
      const variables = { fromDate: WEEK.fromDate, toDate: WEEK.toDate, lang };
      const token = switchUser ? admin : company.token;
      const result = await api.graphql(query, { token, variables, switchUser });
      expect(result.body.errors).toBeUndefined();
      const link = Object.values(result.body.data ?? {})[0] as { url: string };
      return (await download(api.url, link.url)).workbook?.worksheets.map((sheet) => sheet.name);
    };
    // The French company that never chose a language, read on an English screen: English, not its country's French.
    await api.database.db.update(accounts).set({ lang: null }).where(eq(accounts.id, company.id));
    expect(await sheets(EXPORT_CART_IN, 'en')).toEqual(['Summary', 'Orders']);
    await api.database.db.update(accounts).set({ lang: 'pl' }).where(eq(accounts.id, company.id));
    expect(await sheets(EXPORT_DISPUTED_ORDER_IN, 'pt')).toEqual([
      EXPORT_LABELS.pt.summary.sheet,
      EXPORT_LABELS.pt.disputes.title,
    ]);
    const es = EXPORT_LABELS.es;
    expect(await sheets(EXPORT_CART_IN, 'es', DEMO_ACCOUNTS.company.email)).toEqual([
      es.summary.sheet,
      es.orders.title,
    ]);
  });

  it('writes for the one who asked: an administrator with no language reads English, even acting as the company', async () => {
    await api.database.db.update(accounts).set({ lang: 'pl' }).where(eq(accounts.id, company.id));
    const own = await api.graphql(EXPORT_CART, { token: admin, variables: WEEK });
    const asCompany = await api.graphql(EXPORT_CART, {
      token: admin,
      variables: WEEK,
      switchUser: DEMO_ACCOUNTS.company.email,
    });
    for (const result of [own, asCompany]) {
      const link = result.body.data?.exportCart as { url: string };
      const workbook = (await download(api.url, link.url)).workbook;
      expect(workbook?.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'Orders']);
    }
  });
});
