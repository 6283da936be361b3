import { addDays, isIsoDate, type PlatformCode } from '@comptoir/domain';
import { and, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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

function daysFrom(instant: Date, days: number): Date {
  return new Date(instant.getTime() + days * DAY_MS);
}

// Every local midnight lies within a day of UTC's. So each exact bound below (the restaurant's own midnight) comes with
// two constant ones: the wider lets an index on `column` narrow the scan; the narrower, OR-ed with the exact bound,
// changes nothing (it implies it) but tells PostgreSQL that the bound keeps the period's rows. Alone, the exact bound
// is a comparison it cannot estimate: it guesses a third of the rows for each, a ninth for both, and then sorts the
// whole period where a page or an export batch would read a few rows in index order (docs/api.md#date-ranges).

/** `column` on or after the restaurant's local midnight of `day` (needs `restaurants` in the query). */
export function onOrAfterLocalDay(column: AnyPgColumn, day: string): SQL | undefined {
  const midnight = utcMidnight(day);
  return and(
    gte(column, daysFrom(midnight, -1)),
    or(gte(column, daysFrom(midnight, 1)), sql`${column} >= ${localMidnight(day)}`),
  );
}

/** `column` before the restaurant's local midnight of `day` (needs `restaurants` in the query). */
export function beforeLocalDay(column: AnyPgColumn, day: string): SQL | undefined {
  const midnight = utcMidnight(day);
  return and(
    lt(column, daysFrom(midnight, 1)),
    or(lt(column, daysFrom(midnight, -1)), sql`${column} < ${localMidnight(day)}`),
  );
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
    onOrAfterLocalDay(carts.createdAt, fromDate),
    beforeLocalDay(carts.createdAt, dayAfter),
  );
}
