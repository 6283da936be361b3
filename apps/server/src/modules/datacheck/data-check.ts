import type { SignedInContext } from '../../context/types';
import { totalOrder, type TotalOrder } from '../analytics';
import { findHistoryTotals, type HistoryStats } from '../history';
import type { ReportFilterArgs } from '../reports';
import { statementLines, type TvaStatement } from '../vat';

export const DATA_CHECK_KEYS = [
  'ordersPerPlatform',
  'ordersPerRestaurant',
  'totalPerPlatform',
  'totalPerRestaurant',
  'canceledTotalPerPlatform',
  'vatOrderCount',
  'vatSales',
  'vatRates',
] as const;

type DataCheckKey = (typeof DATA_CHECK_KEYS)[number];

/** One agreement: a History figure (expected) and the same figure as another report computes it (actual). */
export type DataCheckItem = { key: DataCheckKey; expected: number; actual: number; matches: boolean };

export type DataCheck = { history: HistoryStats; totals: TotalOrder; vat: TvaStatement; checks: DataCheckItem[] };

const sum = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);

function check(key: DataCheckKey, expected: number, actual: number): DataCheckItem {
  return { key, expected, actual, matches: expected === actual };
}

/**
 * datacheck (docs/api.md#date-ranges): History's totals, the per-platform and per-restaurant totals of Analytics and
 * the VAT totals of the same filter, each computed by its own report's code, with the agreements an account manager
 * checks before trusting a customer's figures. A mismatch means a report counts differently — it is shown, never
 * hidden.
 */
export async function dataCheck(
  context: SignedInContext,
  args: ReportFilterArgs,
  now = new Date(),
): Promise<DataCheck> {
  const [{ totalCount: _totalCount, ...history }, totals, vat] = await Promise.all([
    findHistoryTotals(context, args),
    totalOrder(context, args, now),
    statementLines(context, args),
  ]);
  const salesTtc = vat.lines.find((line) => line.key === 'sales_ttc')?.amount ?? 0;
  return {
    history,
    totals,
    vat,
    checks: [
      check(
        'ordersPerPlatform',
        history.count,
        sum(totals.byPlatform, (row) => row.totalCommand),
      ),
      check(
        'ordersPerRestaurant',
        history.count,
        sum(totals.byRestaurant, (row) => row.totalCommand),
      ),
      check(
        'totalPerPlatform',
        history.total,
        sum(totals.byPlatform, (row) => row.total),
      ),
      check(
        'totalPerRestaurant',
        history.total,
        sum(totals.byRestaurant, (row) => row.total),
      ),
      check(
        'canceledTotalPerPlatform',
        history.canceledTotal,
        sum(totals.byPlatform, (row) => row.canceledTotal),
      ),
      check('vatOrderCount', history.count, vat.orderCount),
      check('vatSales', history.total, salesTtc),
      check(
        'vatRates',
        salesTtc,
        sum(vat.byRate, (rate) => rate.ttc),
      ),
    ],
  };
}
