import { and, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { VatContext } from './vat-context';
import { miscItems, restaurants } from '../../db/schema';
import { readReportDates, readRestaurantUuids, type ReportFilterArgs } from '../reports';
import { restaurantsInScope } from '../tenancy';

/**
 * Misc items of the viewer's scope whose statement day (miscDate, already a local calendar day) lies between fromDate
 * and toDate inclusive, narrowed by platforms, restaurant uuids and company: the same filter as cartReportFilter, for
 * queries over misc_items inner-joined to restaurants.
 */
export function miscItemReportFilter(context: VatContext, args: ReportFilterArgs): SQL | undefined {
  const { fromDate, toDate } = readReportDates(args.fromDate, args.toDate);
  const restaurantUuids = readRestaurantUuids(args.restaurants);
  return and(
    restaurantsInScope(context.viewer),
    args.company === null || args.company === undefined ? undefined : eq(miscItems.companyId, args.company),
    args.platforms?.length ? inArray(miscItems.platform, [...args.platforms]) : undefined,
    restaurantUuids.length ? inArray(restaurants.uuid, restaurantUuids) : undefined,
    gte(miscItems.miscDate, fromDate),
    lte(miscItems.miscDate, toDate),
  );
}
