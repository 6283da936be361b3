import { DEFAULT_FIRST } from '@comptoir/domain';
import { and, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { carts, restaurants, type CartRow } from '../../db/schema';
import {
  keysetAfter,
  keysetKey,
  keysetOrder,
  readPageRequest,
  toConnection,
  type Keyset,
  type Page,
} from '../../lib/pagination';
import { cartReportFilter, type ReportFilterArgs } from '../reports';
import { findHistoryTotals } from './find-history-totals';
import type { HistoryStats } from './history-stats';

export type ListHistoryArgs = ReportFilterArgs & { first?: number | null; after?: string | null };

export type HistoryPage = Page<CartRow> & { stats: HistoryStats };

// Newest first; the (company, created_at) index serves it (docs/architecture.md#pagination).
const HISTORY_KEYSET: Keyset = {
  list: 'history',
  direction: 'desc',
  columns: [
    { column: carts.createdAt, part: 'instant' },
    { column: carts.id, part: 'id' },
  ],
};

/**
 * history (docs/api.md#date-ranges): the viewer's orders placed between fromDate and toDate inclusive, each day being
 * the restaurant's local day, newest first, with statistics over the whole filter (not only the page).
 */
export async function listHistory(context: SignedInContext, args: ListHistoryArgs): Promise<HistoryPage> {
  const request = readPageRequest(HISTORY_KEYSET, args, DEFAULT_FIRST.history);
  const where = cartReportFilter(context, args);
  const [rows, totals] = await Promise.all([
    context.db
      .select({ cart: carts, cursorKey: keysetKey(HISTORY_KEYSET) })
      .from(carts)
      .innerJoin(restaurants, eq(restaurants.id, carts.restaurantId))
      .where(and(where, keysetAfter(HISTORY_KEYSET, request)))
      .orderBy(...keysetOrder(HISTORY_KEYSET))
      .limit(request.first + 1),
    findHistoryTotals(context, args),
  ]);
  const { totalCount, ...stats } = totals;
  return { ...toConnection(HISTORY_KEYSET, request, rows, totalCount, (row) => row.cart), stats };
}
