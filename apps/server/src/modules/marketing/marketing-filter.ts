import { addDays, type DateRange, type MarketingStatus } from '@comptoir/domain';
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { campaigns, promotions, restaurants } from '../../db/schema';
import { localMidnight, readRestaurantUuids, type ReportFilterArgs } from '../reports';
import { restaurantsInScope } from '../tenancy';

type MarketingTable = typeof promotions | typeof campaigns;

/**
 * Offers or campaigns of the viewer's scope that ran at some time of the period (each day being the restaurant's
 * local day), narrowed by company, platforms and restaurant uuids. For queries over the table inner-joined to
 * restaurants; `period` is already snapped to whole weeks.
 */
export function marketingFilter(
  context: SignedInContext,
  table: MarketingTable,
  args: Omit<ReportFilterArgs, 'fromDate' | 'toDate'>,
  period: DateRange,
  statuses?: readonly MarketingStatus[] | null,
): SQL | undefined {
  const restaurantUuids = readRestaurantUuids(args.restaurants);
  return and(
    restaurantsInScope(context.viewer),
    args.company === null || args.company === undefined ? undefined : eq(table.companyId, args.company),
    args.platforms?.length ? inArray(table.platform, [...args.platforms]) : undefined,
    restaurantUuids.length ? inArray(restaurants.uuid, restaurantUuids) : undefined,
    statuses?.length ? inArray(table.status, [...statuses]) : undefined,
    sql`${table.startAt} < ${localMidnight(addDays(period.toDate, 1))}`,
    or(isNull(table.endAt), sql`${table.endAt} > ${localMidnight(period.fromDate)}`),
  );
}
