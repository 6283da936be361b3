import { addDays, type DisputeStatus } from '@comptoir/domain';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { orderDisputes, restaurants } from '../../db/schema';
import {
  beforeLocalDay,
  onOrAfterLocalDay,
  readReportDates,
  readRestaurantUuids,
  type ReportFilterArgs,
} from '../reports';
import { restaurantsInScope } from '../tenancy';
import { disputeStatusAtSql } from './dispute-status';

export type DisputeFilterArgs = ReportFilterArgs & {
  isToBeDisputed?: boolean | null;
  status?: DisputeStatus | null;
};

/**
 * Disputes of the viewer's scope whose refund happened between fromDate and toDate inclusive, each day being the
 * restaurant's local day, narrowed by platforms, restaurant uuids, company, status and isToBeDisputed. For queries
 * over order_disputes inner-joined to restaurants.
 */
export function disputeFilter(context: SignedInContext, args: DisputeFilterArgs, now: Date): SQL | undefined {
  const { fromDate, toDate } = readReportDates(args.fromDate, args.toDate);
  const restaurantUuids = readRestaurantUuids(args.restaurants);
  const status = disputeStatusAtSql(now);
  return and(
    restaurantsInScope(context.viewer),
    args.company === null || args.company === undefined ? undefined : eq(restaurants.companyId, args.company),
    args.platforms?.length ? inArray(orderDisputes.platform, [...args.platforms]) : undefined,
    restaurantUuids.length ? inArray(restaurants.uuid, restaurantUuids) : undefined,
    onOrAfterLocalDay(orderDisputes.createdAt, fromDate),
    beforeLocalDay(orderDisputes.createdAt, addDays(toDate, 1)),
    args.status ? sql`${status} = ${args.status}` : undefined,
    args.isToBeDisputed === true ? sql`${status} = 'TO_DISPUTE'` : undefined,
    args.isToBeDisputed === false ? sql`${status} <> 'TO_DISPUTE'` : undefined,
  );
}
