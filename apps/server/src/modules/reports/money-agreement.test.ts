import { CANCELED_STATUSES, isCanceledStatus, type OrderStatus, type PlatformCode } from '@comptoir/domain';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartCustomisations, cartLines, carts, companies, invoices } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAMES } from '../../db/seed';
import { zonedInstant } from '@comptoir/domain';
import { TEST_DRIVERS } from '../../db/testing';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { download, sheetRows, summaryFigures, toMinor } from '../exports/testing/export-fixtures';
import { issueMonthlyInvoices } from '../invoices/issue-monthly-invoices';
import { aCart } from '../orders/testing/a-cart';
import { loadTicketOrder } from '../tickets/load-ticket-order';
import { readTicketAmounts } from '../tickets/testing/read-ticket-amounts';
import { buildTicketDocument } from '../tickets/ticket-document';
import { expectedSplit, sumRates, type ExpectedRate } from '../vat/testing/expected-vat';
import { writeVatSplit } from '../vat/write-vat-split';
import { foldRollupDeltas } from './rollup-worker';

// Money agrees everywhere: random orders, then History, Analytics, the data check, the VAT report, the orders export
// and the commission invoices must give the same figures to the cent on the same filter; and each order's VAT split
// (docs/money.md#one-vat-split-per-order) reads the same on the order detail, the VAT report's row, the export's row
// and the ticket. Orders change status after they are written, and part of the rollup's deltas is folded
// (docs/reports.md#rollups), so the reports read the rollup, the deltas and the orders at once.

const PLATFORMS: PlatformCode[] = [
  'PLATFORM_UBER_EAT',
  'PLATFORM_DELIVEROO',
  'PLATFORM_JUST_EAT',
  'PLATFORM_GLOVO',
  'PLATFORM_CLICK_N_COLLECT',
  'PLATFORM_GET_RESTO',
];
const STATUSES: OrderStatus[] = [
  'COMPLETED',
  'FINISHED',
  'ACCEPTED',
  'READY_FOR_PICKUP',
  'CREATED',
  ...CANCELED_STATUSES,
];
const VAT_RATES = [0, 5.5, 10, 20];

const customisationArbitrary = fc.record({
  price: fc.integer({ min: 0, max: 400 }),
  quantity: fc.integer({ min: 1, max: 2 }),
});
const lineArbitrary = fc.record({
  price: fc.integer({ min: 0, max: 3_000 }),
  quantity: fc.integer({ min: 1, max: 3 }),
  vat: fc.constantFrom(...VAT_RATES),
  customisations: fc.array(customisationArbitrary, { maxLength: 2 }),
});
const orderArbitrary = fc.record({
  platform: fc.constantFrom(...PLATFORMS),
  status: fc.constantFrom(...STATUSES),
  day: fc.integer({ min: 1, max: 28 }),
  // Any minute of the local day, midnight included: days are the restaurant's, not UTC's.
  minute: fc.integer({ min: 0, max: 1_439 }),
  lines: fc.array(lineArbitrary, { minLength: 1, maxLength: 4 }),
  promoPercent: fc.integer({ min: 0, max: 60 }),
  deliveryPrice: fc.integer({ min: 0, max: 500 }),
  tips: fc.integer({ min: 0, max: 300 }),
  orderCount: fc.integer({ min: 1, max: 3 }),
  hasImage: fc.boolean(),
});
// A status change after the order was written: a cancellation, a refusal, an order brought back.
const statusChangeArbitrary = fc.record({ order: fc.nat(), status: fc.constantFrom(...STATUSES) });
type GeneratedOrder = typeof orderArbitrary extends fc.Arbitrary<infer T> ? T : never;

function splitOf(order: GeneratedOrder): ExpectedRate[] {
  const lines = order.lines.map((line) => ({
    ...line,
    vatPercent: line.vat,
    customisations: line.customisations.map((option) => option.price),
  }));
  return expectedSplit({ total: amountsOf(order).total, deliveryPrice: order.deliveryPrice, tips: order.tips, lines });
}

type Expected = {
  count: number;
  canceled: number;
  subtotal: number;
  promo: number;
  total: number;
  canceledTotal: number;
  newClient: number;
};

function amountsOf(order: GeneratedOrder) {
  const subtotal = order.lines.reduce(
    (sum, line) =>
      sum + line.price * line.quantity + line.customisations.reduce((inner, option) => inner + option.price, 0),
    0,
  );
  const promo = Math.floor((subtotal * order.promoPercent) / 100);
  return { subtotal, promo, total: subtotal - promo + order.deliveryPrice + order.tips };
}

function expectedOf(orders: readonly GeneratedOrder[]): Expected {
  const expected: Expected = { count: 0, canceled: 0, subtotal: 0, promo: 0, total: 0, canceledTotal: 0, newClient: 0 };
  for (const order of orders) {
    const { subtotal, promo, total } = amountsOf(order);
    if (isCanceledStatus(order.status)) {
      expected.canceled += 1;
      expected.canceledTotal += total;
    } else {
      expected.count += 1;
      expected.subtotal += subtotal;
      expected.promo += promo;
      expected.total += total;
      if (order.orderCount === 1) expected.newClient += 1;
    }
  }
  return expected;
}

const REPORTS = `query($fromDate: String!, $toDate: String!, $company: Int) {
  history(fromDate: $fromDate, toDate: $toDate, company: $company, first: 1) { stats { count subtotal promo canceled canceledTotal total } }
  totalOrder(fromDate: $fromDate, toDate: $toDate, company: $company) {
    overall { total sales promo canceled canceledTotal totalCommand newClient }
    byPlatform { platform { name } total }
  }
  datacheck(fromDate: $fromDate, toDate: $toDate, company: $company) { checks { key expected actual matches } }
  tvaReport(fromDate: $fromDate, toDate: $toDate, company: $company) { orderCount lines { key amount } byRate { vatPercent ttc ht tva } }
  tvaOrder(fromDate: $fromDate, toDate: $toDate, company: $company, first: 100) {
    totalCount
    edges { node { cart { id displayId vatByRate { rate ttc ht amount } } rates { vatPercent ttc ht tva } } }
  }
}`;
const EXPORT_CART = `mutation($fromDate: String!, $toDate: String!, $company: Int) {
  exportCart(fromDate: $fromDate, toDate: $toDate, company: $company) { url } }`;

type Reports = {
  history: { stats: Omit<Expected, 'newClient'> };
  totalOrder: {
    overall: {
      total: number;
      sales: number;
      promo: number;
      canceled: number;
      canceledTotal: number;
      totalCommand: number;
      newClient: number;
    };
    byPlatform: { platform: { name: PlatformCode }; total: number }[];
  };
  datacheck: { checks: { key: string; expected: number; actual: number; matches: boolean }[] };
  tvaReport: { orderCount: number; lines: { key: string; amount: number }[]; byRate: ExpectedRate[] };
  tvaOrder: {
    totalCount: number;
    edges: {
      node: {
        cart: { id: number; displayId: string; vatByRate: { rate: number; ttc: number; ht: number; amount: number }[] };
        rates: ExpectedRate[];
      };
    }[];
  };
};

const FRENCH_PERCENT = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 2 });
// Intl writes "10 %" with a no-break space, which the ticket may print as a plain one: labels compare with plain
// spaces.
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** The VAT rows of the order's French kitchen ticket, by their label ("dont TVA 10 %"). */
async function ticketVat(api: TestApi, cartId: number): Promise<Record<string, number>> {
  const order = await loadTicketOrder(api.database.db, cartId);
  if (!order) throw new Error(`No ticket for order ${cartId}`);
  const { vat } = readTicketAmounts(
    buildTicketDocument(order, { lang: 'fr', showCategory: false, showCustomLabels: false }),
  );
  return Object.fromEntries(Object.entries(vat).map(([label, amount]) => [plainSpaces(label), amount]));
}

/** The export's VAT per rate of each order, by its display id, from the Orders sheet's "VAT n %" columns. */
function exportedVat(workbook: ExcelJS.Workbook): Map<string, { vatPercent: number; tva: number }[]> {
  const header = (workbook.getWorksheet('Orders')?.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(String);
  const rateColumns = header.flatMap((title, index) => {
    const match = /^VAT (\d+(?:\.\d+)?) %$/.exec(title);
    return match ? [{ index, vatPercent: Number(match[1]) }] : [];
  });
  const order = header.indexOf('Order');
  return new Map(
    sheetRows(workbook, 'Orders').map((row) => [
      String(row[order]),
      rateColumns
        .map(({ index, vatPercent }) => ({ vatPercent, tva: toMinor(row[index] ?? null) }))
        .filter((rate) => rate.tva !== 0),
    ]),
  );
}

describe.each(TEST_DRIVERS)('money agrees across every report (%s)', (driver) => {
  let api: TestApi;
  let admin = '';
  let burgerId = 0;
  // Each run takes a month of its own, long before the demo seed, so runs and their invoices never meet.
  let nextMonth = 0;

  beforeAll(async () => {
    api = await startTestApi(driver);
    admin = await api.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const [burger] = await api.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, DEMO_COMPANY_NAMES.burger));
    burgerId = burger?.id ?? 0;
  });
  afterAll(async () => {
    await api?.close();
  });

  async function insertOrder(order: GeneratedOrder, month: string): Promise<number> {
    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    const { subtotal, promo, total } = amountsOf(order);
    const createdAt = zonedInstant({ year, month: monthNumber, day: order.day }, order.minute, 'Europe/Paris');
    const db = api.database.db;
    const cart = await aCart(db, {
      platform: order.platform,
      status: order.status,
      subtotal,
      promo,
      deliveryPrice: order.deliveryPrice,
      tips: order.tips,
      total,
      orderCount: order.orderCount,
      hasImage: order.hasImage,
      createdAt,
    });
    for (const [position, line] of order.lines.entries()) {
      const [row] = await db
        .insert(cartLines)
        .values({
          cartId: cart.id,
          position,
          quantity: line.quantity,
          price: line.price,
          itemTitle: `Item ${position}`,
          itemVatPurcent: line.vat,
        })
        .returning({ id: cartLines.id });
      if (!row) throw new Error('no line');
      if (line.customisations.length > 0) {
        await db.insert(cartCustomisations).values(
          line.customisations.map((option, index) => ({
            cartLineId: row.id,
            position: index,
            quantity: option.quantity,
            price: option.price,
            itemTitle: 'Sauce',
          })),
        );
      }
    }
    await writeVatSplit(db, cart.id);
    return cart.id;
  }

  it('gives History, Analytics, the data check, the VAT report, the export and the invoices the same figures', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(orderArbitrary, { minLength: 0, maxLength: 25 }),
        fc.array(statusChangeArbitrary, { maxLength: 6 }),
        fc.integer({ min: 0, max: 20 }),
        async (generated, changes, folded) => {
          const index = nextMonth++;
          const month = `${2000 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
          const orders = generated.map((order) => ({ ...order }));
          const ids: number[] = [];
          for (const order of orders) ids.push(await insertOrder(order, month));
          if (folded > 0) await foldRollupDeltas(api.database.db, folded);
          for (const change of changes) {
            const order = orders[change.order % Math.max(orders.length, 1)];
            const id = ids[change.order % Math.max(ids.length, 1)];
            if (!order || id === undefined) continue;
            order.status = change.status;
            await api.database.db.update(carts).set({ status: change.status }).where(eq(carts.id, id));
          }
          const expected = expectedOf(orders);
          const lastDay = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
          const variables = {
            fromDate: `${month}-01`,
            toDate: `${month}-${String(lastDay).padStart(2, '0')}`,
            company: burgerId,
          };

          const result = await api.graphql(REPORTS, { token: admin, variables });
          expect(result.body.errors).toBeUndefined();
          const reports = result.body.data as Reports;
          const { newClient, ...historyExpected } = expected;
          expect(reports.history.stats).toEqual(historyExpected);
          expect(reports.totalOrder.overall).toEqual({
            total: expected.total,
            sales: expected.subtotal,
            promo: expected.promo,
            canceled: expected.canceled,
            canceledTotal: expected.canceledTotal,
            totalCommand: expected.count,
            newClient,
          });
          expect(reports.datacheck.checks.filter((check) => !check.matches)).toEqual([]);
          expect(reports.tvaReport.orderCount).toBe(expected.count);
          expect(reports.tvaReport.lines.find((line) => line.key === 'sales_ttc')?.amount).toBe(expected.total);
          expect(reports.tvaReport.byRate.reduce((sum, rate) => sum + rate.ttc, 0)).toBe(expected.total);
          for (const rate of reports.tvaReport.byRate) expect(rate.ht + rate.tva).toBe(rate.ttc);
          const kept = orders.filter((order) => !isCanceledStatus(order.status));
          // The stored split follows the rule as the test reads it on its own (vat/testing/expected-vat.ts)…
          expect(reports.tvaReport.byRate).toEqual(sumRates(kept.flatMap(splitOf)));
          // …and each order's detail shows what the VAT report's row counts.
          expect(reports.tvaOrder.edges).toHaveLength(kept.length);
          expect(reports.tvaOrder.totalCount).toBe(kept.length);
          for (const { node } of reports.tvaOrder.edges) {
            expect(
              node.cart.vatByRate.map(({ rate, ttc, ht, amount }) => ({ vatPercent: rate, ttc, ht, tva: amount })),
            ).toEqual(node.rates);
          }

          const exported = await api.graphql(EXPORT_CART, { token: admin, variables });
          expect(exported.body.errors).toBeUndefined();
          const file = await download(api.url, (exported.body.data?.exportCart as { url: string }).url);
          const figures = summaryFigures(file.workbook!);
          expect(toMinor(figures.get('Total')?.[0] ?? null)).toBe(expected.total);
          expect(toMinor(figures.get('Canceled total')?.[0] ?? null)).toBe(expected.canceledTotal);
          const exportVat = exportedVat(file.workbook!);
          for (const { node } of reports.tvaOrder.edges) {
            const taxed = node.rates.filter((rate) => rate.tva !== 0);
            expect(exportVat.get(node.cart.displayId)).toEqual(
              taxed.map(({ vatPercent, tva }) => ({ vatPercent, tva })),
            );
            expect(await ticketVat(api, node.cart.id)).toEqual(
              Object.fromEntries(
                taxed.map((rate) => [
                  plainSpaces(`dont TVA ${FRENCH_PERCENT.format(rate.vatPercent / 100)}`),
                  rate.tva,
                ]),
              ),
            );
          }

          await issueMonthlyInvoices(api.database.db, month);
          const issued = await api.database.db
            .select({ platform: invoices.platform, commissionBase: invoices.commissionBase })
            .from(invoices)
            .where(
              and(
                eq(invoices.companyId, burgerId),
                eq(invoices.fromDate, variables.fromDate),
                eq(invoices.kind, 'COMMISSION'),
              ),
            );
          for (const platform of ['PLATFORM_UBER_EAT', 'PLATFORM_DELIVEROO'] as const) {
            const kept = orders.filter((order) => order.platform === platform && !isCanceledStatus(order.status));
            const invoice = issued.find((row) => row.platform === platform);
            const analyticsTotal =
              reports.totalOrder.byPlatform.find((row) => row.platform.name === platform)?.total ?? 0;
            expect(invoice?.commissionBase ?? 0).toBe(expectedOf(kept).total);
            expect(analyticsTotal).toBe(expectedOf(kept).total);
          }
        },
      ),
      { numRuns: 20, endOnFailure: true },
    );
  }, 180_000);
});
