import { addDays, DEFAULT_FIRST, isIsoDate, type PlatformCode } from '@comptoir/domain';
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { carts, restaurants, type CartRow } from '../../db/schema';
import { AppError } from '../../errors';
import { MAX_PAGE_SIZE, type Page } from '../../lib/pagination';
import { cartsInScope } from '../tenancy/scope';
import { decodeHistoryCursor, encodeHistoryCursor, type HistoryCursor } from './history-cursor';
import { historyTotalsColumns, NO_TOTALS, type HistoryStats } from './history-stats';

export type ListHistoryArgs = {
  first?: number | null;
  after?: string | null;
  fromDate: string;
  toDate: string;
  platforms?: readonly PlatformCode[] | null;
  restaurants?: readonly string[] | null;
  company?: number | null;
};

export type HistoryPage = Page<CartRow> & { stats: HistoryStats };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 24 * 60 * 60 * 1000;

function readDates(fromDate: string, toDate: string): { fromDate: string; toDate: string } {
  if (!isIsoDate(fromDate)) throw new AppError('BAD_USER_INPUT', { message: 'fromDate must be a YYYY-MM-DD date' });
  if (!isIsoDate(toDate)) throw new AppError('BAD_USER_INPUT', { message: 'toDate must be a YYYY-MM-DD date' });
  if (toDate < fromDate) throw new AppError('BAD_USER_INPUT', { message: 'toDate must not be before fromDate' });
  return { fromDate, toDate };
}

function readFirst(first: number | null | undefined): number {
  const size = first ?? DEFAULT_FIRST.history;
  if (!Number.isInteger(size) || size < 0) throw new AppError('BAD_USER_INPUT', { message: '"first" must be zero or more' });
  return Math.min(size, MAX_PAGE_SIZE);
}

function localMidnight(day: string): SQL {
  return sql`(${day}::timestamp at time zone ${restaurants.timezone})`;
}

function utcMidnight(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** The whole filter of a history request, over carts joined to their restaurant. */
function historyFilter(context: SignedInContext, args: ListHistoryArgs): SQL | undefined {
  const { fromDate, toDate } = readDates(args.fromDate, args.toDate);
  const restaurantUuids = args.restaurants ?? [];
  if (restaurantUuids.some((uuid) => !UUID.test(uuid))) {
    throw new AppError('BAD_USER_INPUT', { message: 'restaurants must be restaurant uuids' });
  }
  const dayAfter = addDays(toDate, 1);
  return and(
    cartsInScope(context.viewer),
    args.company === null || args.company === undefined ? undefined : eq(carts.companyId, args.company),
    args.platforms?.length ? inArray(carts.platform, [...args.platforms]) : undefined,
    restaurantUuids.length ? inArray(restaurants.uuid, [...restaurantUuids]) : undefined,
    // Every time zone lies within a day of UTC: these constant bounds let the (company, created_at) index narrow
    // the scan before the exact per-restaurant local-day bounds below apply.
    gte(carts.createdAt, new Date(utcMidnight(fromDate).getTime() - DAY_MS)),
    lt(carts.createdAt, new Date(utcMidnight(dayAfter).getTime() + DAY_MS)),
    sql`${carts.createdAt} >= ${localMidnight(fromDate)}`,
    sql`${carts.createdAt} < ${localMidnight(dayAfter)}`,
  );
}

function before(cursor: HistoryCursor | null): SQL | undefined {
  return cursor ? sql`(${carts.createdAt}, ${carts.id}) < (${cursor.at}::timestamptz, ${cursor.id}::int)` : undefined;
}

/**
 * SPEC §7 history: the viewer's orders placed between fromDate and toDate inclusive, each day being the restaurant's
 * local day, newest first, with statistics over the whole filter (not only the page).
 */
export async function listHistory(context: SignedInContext, args: ListHistoryArgs): Promise<HistoryPage> {
  const first = readFirst(args.first);
  const after = args.after ? decodeHistoryCursor(args.after) : null;
  const where = historyFilter(context, args);
  const [rows, [totals]] = await Promise.all([
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
    context.db.select(historyTotalsColumns()).from(carts).innerJoin(restaurants, eq(restaurants.id, carts.restaurantId)).where(where),
  ]);
  const { totalCount, ...stats } = totals ?? NO_TOTALS;
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
