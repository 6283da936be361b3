import { DEFAULT_FIRST } from '@comptoir/domain';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { carts, restaurants, type CartRow } from '../../db/schema';
import { AppError } from '../../errors';
import { MAX_PAGE_SIZE, type Page } from '../../lib/pagination';
import { cartReportFilter, type ReportFilterArgs } from '../reports/report-filter';
import { decodeHistoryCursor, encodeHistoryCursor, type HistoryCursor } from './history-cursor';
import { findHistoryTotals } from './find-history-totals';
import type { HistoryStats } from './history-stats';

export type ListHistoryArgs = ReportFilterArgs & { first?: number | null; after?: string | null };

export type HistoryPage = Page<CartRow> & { stats: HistoryStats };

function readFirst(first: number | null | undefined): number {
  const size = first ?? DEFAULT_FIRST.history;
  if (!Number.isInteger(size) || size < 0) throw new AppError('BAD_USER_INPUT', { message: '"first" must be zero or more' });
  return Math.min(size, MAX_PAGE_SIZE);
}

function before(cursor: HistoryCursor | null): SQL | undefined {
  // The plain bound lets the (company, created_at) index seek to the page; the row comparison then breaks ties.
  return cursor
    ? sql`${carts.createdAt} <= ${cursor.at}::timestamptz and (${carts.createdAt}, ${carts.id}) < (${cursor.at}::timestamptz, ${cursor.id}::int)`
    : undefined;
}

/**
 * SPEC §7 history: the viewer's orders placed between fromDate and toDate inclusive, each day being the restaurant's
 * local day, newest first, with statistics over the whole filter (not only the page).
 */
export async function listHistory(context: SignedInContext, args: ListHistoryArgs): Promise<HistoryPage> {
  const first = readFirst(args.first);
  const after = args.after ? decodeHistoryCursor(args.after) : null;
  const where = cartReportFilter(context, args);
  const [rows, totals] = await Promise.all([
    context.db
      .select({
        cart: carts,
        // Postgres keeps microseconds, a JS Date only milliseconds: the cursor takes the instant from SQL as text.
        at: sql<string>`to_char(${carts.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      })
      .from(carts)
      .innerJoin(restaurants, eq(restaurants.id, carts.restaurantId))
      .where(and(where, before(after)))
      .orderBy(desc(carts.createdAt), desc(carts.id))
      .limit(first + 1),
    findHistoryTotals(context, args),
  ]);
  const { totalCount, ...stats } = totals;
  const edges = rows.slice(0, first).map((row) => ({ node: row.cart, cursor: encodeHistoryCursor({ at: row.at, id: row.cart.id }) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > first,
      hasPreviousPage: after !== null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount,
    stats,
  };
}
