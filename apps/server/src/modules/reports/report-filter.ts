import { addDays, isIsoDate, type PlatformCode } from '@comptoir/domain';
import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { carts, restaurants } from '../../db/schema';
import { AppError } from '../../errors';
import { cartsInScope } from '../tenancy';

/** The filter every report shares (history, analytics, data check, VAT, exports): docs/api.md#date-ranges. */
export type ReportFilterArgs = {
  fromDate: string;
  toDate: string;
  platforms?: readonly PlatformCode[] | null;
  restaurants?: readonly string[] | null;
  company?: number | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 24 * 60 * 60 * 1000;

export function readReportDates(fromDate: string, toDate: string): { fromDate: string; toDate: string } {
  if (!isIsoDate(fromDate)) throw new AppError('BAD_USER_INPUT', { message: 'fromDate must be a YYYY-MM-DD date' });
  if (!isIsoDate(toDate)) throw new AppError('BAD_USER_INPUT', { message: 'toDate must be a YYYY-MM-DD date' });
  if (toDate < fromDate) throw new AppError('BAD_USER_INPUT', { message: 'toDate must not be before fromDate' });
  return { fromDate, toDate };
}

export function readRestaurantUuids(uuids: readonly string[] | null | undefined): string[] {
  const list = [...(uuids ?? [])];
  if (list.some((uuid) => !UUID.test(uuid)))
    throw new AppError('BAD_USER_INPUT', { message: 'restaurants must be restaurant uuids' });
  return list;
}

/** Midnight of a calendar day in the restaurant's time zone, as an instant (needs `restaurants` in the query). */
export function localMidnight(day: string): SQL {
  return sql`(${day}::timestamp at time zone ${restaurants.timezone})`;
}

function utcMidnight(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/**
 * Carts of the viewer's scope placed between fromDate and toDate inclusive, each day being the restaurant's local day,
 * narrowed by platforms, restaurant uuids and company. For queries over carts inner-joined to restaurants. Only the
 * viewer is read, so work outside a request (monthly invoicing) filters exactly as History does.
 */
export function cartReportFilter(context: Pick<SignedInContext, 'viewer'>, args: ReportFilterArgs): SQL | undefined {
  const { fromDate, toDate } = readReportDates(args.fromDate, args.toDate);
  const restaurantUuids = readRestaurantUuids(args.restaurants);
  const dayAfter = addDays(toDate, 1);
  return and(
    cartsInScope(context.viewer),
    args.company === null || args.company === undefined ? undefined : eq(carts.companyId, args.company),
    args.platforms?.length ? inArray(carts.platform, [...args.platforms]) : undefined,
    restaurantUuids.length ? inArray(restaurants.uuid, restaurantUuids) : undefined,
    // Every time zone lies within a day of UTC: these constant bounds let the (company, created_at) index narrow
    // the scan before the exact per-restaurant local-day bounds below apply.
    gte(carts.createdAt, new Date(utcMidnight(fromDate).getTime() - DAY_MS)),
    lt(carts.createdAt, new Date(utcMidnight(dayAfter).getTime() + DAY_MS)),
    sql`${carts.createdAt} >= ${localMidnight(fromDate)}`,
    sql`${carts.createdAt} < ${localMidnight(dayAfter)}`,
  );
}
