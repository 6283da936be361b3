import { addDays } from '@comptoir/domain';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { platforms, restaurantPauses, restaurants } from '../../db/schema';
import { localMidnight, readReportDates, readRestaurantUuids, type ReportFilterArgs } from '../reports';
import { restaurantsInScope } from '../tenancy';

/** The restaurants a report filter covers: the viewer's scope narrowed by company, platforms and restaurant uuids. */
export function restaurantReportFilter(context: SignedInContext, args: ReportFilterArgs): SQL {
  const uuids = readRestaurantUuids(args.restaurants);
  const platformIds = args.platforms?.length
    ? context.db
        .select({ id: platforms.id })
        .from(platforms)
        .where(inArray(platforms.code, [...args.platforms]))
    : null;
  return (
    and(
      restaurantsInScope(context.viewer),
      args.company === null || args.company === undefined ? undefined : eq(restaurants.companyId, args.company),
      platformIds ? inArray(restaurants.platformId, platformIds) : undefined,
      uuids.length ? inArray(restaurants.uuid, uuids) : undefined,
    ) ?? sql`true`
  );
}

/**
 * The filter's period for a restaurant, as instants: from local midnight of fromDate to local midnight after toDate,
 * cut at `now` since nothing after it happened yet (needs `restaurants` in the query).
 */
export function restaurantPeriod(args: ReportFilterArgs, now: Date): { startsAt: SQL; endsAt: SQL } {
  const { fromDate, toDate } = readReportDates(args.fromDate, args.toDate);
  return {
    startsAt: localMidnight(fromDate),
    endsAt: sql`least(${localMidnight(addDays(toDate, 1))}, ${now.toISOString()}::timestamptz)`,
  };
}

/**
 * The minutes the filtered restaurants were paused in the period, as disjoint pieces (restaurant_id, timezone,
 * starts_at, ends_at): a pause still open runs until now, and where two pauses of one restaurant overlap (operator
 * and platform) the later-starting one keeps only what the earlier ones did not cover, so each minute counts once.
 */
export function pausePieces(context: SignedInContext, args: ReportFilterArgs, now: Date): SQL {
  const period = restaurantPeriod(args, now);
  const startsAt = sql`greatest(${restaurantPauses.startedAt}, ${period.startsAt})`;
  const endsAt = sql`least(coalesce(${restaurantPauses.endedAt}, ${now.toISOString()}::timestamptz), ${period.endsAt})`;
  return sql`select clipped.restaurant_id, clipped.timezone,
      greatest(clipped.starts_at, coalesce(clipped.covered_until, clipped.starts_at)) as starts_at, clipped.ends_at
    from (
      select ${restaurantPauses.restaurantId} as restaurant_id, ${restaurants.timezone} as timezone,
        ${startsAt} as starts_at, ${endsAt} as ends_at,
        max(${endsAt}) over (partition by ${restaurantPauses.restaurantId} order by ${startsAt}, ${endsAt}, ${restaurantPauses.id}
          rows between unbounded preceding and 1 preceding) as covered_until
      from ${restaurantPauses}
      inner join ${restaurants} on ${restaurants.id} = ${restaurantPauses.restaurantId}
      where ${restaurantReportFilter(context, args)} and ${restaurantPauses.startedAt} < ${period.endsAt} and ${endsAt} > ${startsAt}
    ) clipped
    where clipped.ends_at > greatest(clipped.starts_at, coalesce(clipped.covered_until, clipped.starts_at))`;
}
