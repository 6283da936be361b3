import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { carts, restaurants } from '../../db/schema';
import { cartReportFilter, type ReportFilterArgs } from '../reports';
import { historyTotalsColumns, NO_TOTALS, type HistoryTotals } from './history-stats';

/** History's totals over a whole report filter: the figures every other report is checked against. */
export async function findHistoryTotals(
  context: Pick<SignedInContext, 'db' | 'viewer'>,
  args: ReportFilterArgs,
): Promise<HistoryTotals> {
  const [totals] = await context.db
    .select(historyTotalsColumns())
    .from(carts)
    .innerJoin(restaurants, eq(restaurants.id, carts.restaurantId))
    .where(cartReportFilter(context, args));
  return totals ?? NO_TOTALS;
}
