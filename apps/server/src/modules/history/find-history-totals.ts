import type { SignedInContext } from '../../context/types';
import { dayRollupsOfFilter, rollupSums, type ReportFilterArgs } from '../reports';
import { NO_TOTALS, type HistoryTotals } from './history-stats';

/**
 * History's totals over a whole report filter: the figures every other report is checked against. Read from the
 * rollup of each restaurant's local days (docs/reports.md#rollups), which equals the sums over the filter's orders.
 */
export async function findHistoryTotals(
  context: Pick<SignedInContext, 'db' | 'viewer'>,
  args: ReportFilterArgs,
): Promise<HistoryTotals> {
  const rows = dayRollupsOfFilter(context, args);
  const sums = rollupSums(rows);
  const [totals] = await context.db
    .select({
      totalCount: sums.orders,
      count: sums.keptOrders,
      totalWithImage: sums.withImage,
      subtotal: sums.keptSubtotal,
      promo: sums.keptPromo,
      canceled: sums.canceledOrders,
      canceledTotal: sums.canceledTotal,
      total: sums.keptTotal,
    })
    .from(rows);
  return totals ?? NO_TOTALS;
}
