import { PLATFORM_CODES, type MiscItemType, type PlatformCode } from '@comptoir/domain';
import { sql } from 'drizzle-orm';
import type { VatContext } from './vat-context';
import { dayRollupsOfFilter, rollupSums, type ReportFilterArgs, sumMoney, vatRollupsOfFilter } from '../reports';
import { findMiscItemTotals, type MiscTotalRow } from './misc-item-totals';
import { MISC_LINE_OF_TYPE, STATEMENT_LINE_KEYS, STATEMENT_LINES, type StatementLineKey } from './statement-line-keys';

export type VatRateTotal = { vatPercent: number; ttc: number; ht: number; tva: number };
export type StatementLine = { key: StatementLineKey; label: string; amount: number };
export type PlatformStatement = {
  platform: PlatformCode;
  orderCount: number;
  lines: StatementLine[];
  byRate: VatRateTotal[];
};
/** The VAT statement of a report filter, as a whole and per platform; every amount in minor units. */
export type TvaStatement = {
  orderCount: number;
  lines: StatementLine[];
  byRate: VatRateTotal[];
  byPlatform: PlatformStatement[];
};

type OrderFacts = { orderCount: number; salesTtc: number; serviceHt: number; serviceVat: number; paid: number };
type Facts = OrderFacts & { rates: VatRateTotal[]; misc: MiscTotalRow[] };

const NO_ORDERS: OrderFacts = { orderCount: 0, salesTtc: 0, serviceHt: 0, serviceVat: 0, paid: 0 };

async function findOrderFacts(
  context: VatContext,
  filter: ReportFilterArgs,
): Promise<(OrderFacts & { platform: PlatformCode })[]> {
  const rows = dayRollupsOfFilter(context, filter);
  const sums = rollupSums(rows);
  return context.db
    .select({
      platform: rows.platform,
      orderCount: sums.keptOrders,
      salesTtc: sums.keptTotal,
      serviceHt: sums.keptPlatformFee,
      serviceVat: sums.keptVatPlatformFee,
      paid: sums.keptPaid,
    })
    .from(rows)
    .groupBy(rows.platform)
    .having(sql`${sums.keptOrders} <> 0`);
}

async function findRatesByPlatform(
  context: VatContext,
  filter: ReportFilterArgs,
): Promise<(VatRateTotal & { platform: PlatformCode })[]> {
  const rows = vatRollupsOfFilter(context, filter);
  return context.db
    .select({
      platform: rows.platform,
      vatPercent: rows.rate,
      ttc: sumMoney(rows.ttc),
      ht: sumMoney(rows.ht),
      tva: sumMoney(sql`${rows.ttc} - ${rows.ht}`),
    })
    .from(rows)
    .groupBy(rows.platform, rows.rate)
    .having(sql`(sum(${rows.ttc}), sum(${rows.ht})) <> (0, 0)`);
}

function sumRates(rates: readonly VatRateTotal[]): VatRateTotal[] {
  const byRate = new Map<number, VatRateTotal>();
  for (const rate of rates) {
    const sum = byRate.get(rate.vatPercent) ?? { vatPercent: rate.vatPercent, ttc: 0, ht: 0, tva: 0 };
    byRate.set(rate.vatPercent, {
      vatPercent: rate.vatPercent,
      ttc: sum.ttc + rate.ttc,
      ht: sum.ht + rate.ht,
      tva: sum.tva + rate.tva,
    });
  }
  return [...byRate.values()].sort((a, b) => a.vatPercent - b.vatPercent);
}

function buildLines(facts: Facts): StatementLine[] {
  const misc = (type: MiscItemType) => facts.misc.filter((row) => row.type === type);
  const amounts = new Map<StatementLineKey, number>();
  for (const [type, key] of Object.entries(MISC_LINE_OF_TYPE) as [MiscItemType, StatementLineKey][]) {
    amounts.set(
      key,
      misc(type).reduce((sum, row) => sum + row.total, 0),
    );
  }
  const miscTotal = facts.misc.reduce((sum, row) => sum + row.total, 0);
  // A charge is negative from the restaurant's side, so is its VAT: minus that is VAT the restaurant may deduct.
  const miscVat = facts.misc.reduce((sum, row) => sum + row.total - row.ht, 0);
  const salesHt = facts.rates.reduce((sum, rate) => sum + rate.ht, 0);
  const salesTva = facts.rates.reduce((sum, rate) => sum + rate.tva, 0);
  const deductible = facts.serviceVat - miscVat;
  amounts.set('sales_ttc', facts.salesTtc);
  amounts.set('sales_ht', salesHt);
  amounts.set('sales_tva', salesTva);
  amounts.set('total_tva_deductible', deductible);
  amounts.set('total_restant_du', salesTva - deductible);
  amounts.set('paid_by_platform', facts.paid);
  amounts.set('restaurant_net', facts.paid + miscTotal);
  amounts.set('service_ht', facts.serviceHt);
  amounts.set('service_ttc', facts.serviceHt + facts.serviceVat);
  return STATEMENT_LINE_KEYS.map((key) => ({ key, label: STATEMENT_LINES[key].label, amount: amounts.get(key) ?? 0 }));
}

/**
 * The VAT report of a filter (report lines, VAT per rate and per platform, docs/data-model.md#report-lines), in three
 * aggregate statements — the orders' totals and their stored VAT splits (docs/money.md#one-vat-split-per-order), both
 * read from the rollups of the filter's days (docs/reports.md#rollups), and the misc items — whatever the number of
 * orders. Every line's formula is in STATEMENT_LINES; lines are linear, so the whole
 * equals the sum of the platforms. Shared by the VAT screen, the data check and the invoices.
 */
export async function statementLines(context: VatContext, filter: ReportFilterArgs): Promise<TvaStatement> {
  const [orderFacts, rates, misc] = await Promise.all([
    findOrderFacts(context, filter),
    findRatesByPlatform(context, filter),
    findMiscItemTotals(context, filter),
  ]);
  const present = new Set<PlatformCode>([...orderFacts, ...rates, ...misc].map((row) => row.platform));
  const byPlatform = PLATFORM_CODES.filter((code) => present.has(code)).map((platform): PlatformStatement => {
    const facts: Facts = {
      ...(orderFacts.find((row) => row.platform === platform) ?? NO_ORDERS),
      rates: sumRates(rates.filter((row) => row.platform === platform)),
      misc: misc.filter((row) => row.platform === platform),
    };
    return { platform, orderCount: facts.orderCount, lines: buildLines(facts), byRate: facts.rates };
  });
  const whole: Facts = {
    orderCount: orderFacts.reduce((sum, row) => sum + row.orderCount, 0),
    salesTtc: orderFacts.reduce((sum, row) => sum + row.salesTtc, 0),
    serviceHt: orderFacts.reduce((sum, row) => sum + row.serviceHt, 0),
    serviceVat: orderFacts.reduce((sum, row) => sum + row.serviceVat, 0),
    paid: orderFacts.reduce((sum, row) => sum + row.paid, 0),
    rates: sumRates(rates),
    misc,
  };
  return { orderCount: whole.orderCount, lines: buildLines(whole), byRate: whole.rates, byPlatform };
}
