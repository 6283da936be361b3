import { and, eq, gte, inArray, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SignedInContext } from '../../context/types';
import {
  cartDayRollups,
  cartHourRollupDeltas,
  cartHourRollups,
  cartRollupDeltas,
  cartVatRollupDeltas,
  cartVatRollups,
  restaurants,
} from '../../db/schema';
import { rollupsInScope } from '../tenancy';
import { readReportDates, readRestaurantUuids, type ReportFilterArgs } from './report-filter';
import { sumMoney } from './sum-money';

type RollupContext = Pick<SignedInContext, 'db' | 'viewer'>;

/** What a day rollup row adds up: the orders of one restaurant's local day (docs/reports.md#rollups). */
export type RollupSums = {
  orders: number;
  withImage: number;
  keptOrders: number;
  newClients: number;
  keptSubtotal: number;
  keptPromo: number;
  keptTotal: number;
  keptPlatformFee: number;
  keptVatPlatformFee: number;
  keptPaid: number;
  canceledOrders: number;
  canceledTotal: number;
};

/** The columns every rollup is filtered by: each row is one restaurant's local day of one company and platform. */
type RollupKey = { restaurantId: AnyPgColumn; localDay: AnyPgColumn; companyId: AnyPgColumn; platform: AnyPgColumn };

/**
 * The report filter on a rollup's rows: the viewer's scope, the company, platforms and restaurants asked for, and the
 * whole local days of the period — all of which are columns of every rollup, so no report goes back to the orders.
 */
function rollupFilter(context: RollupContext, args: ReportFilterArgs, table: RollupKey): SQL | undefined {
  const { fromDate, toDate } = readReportDates(args.fromDate, args.toDate);
  const uuids = readRestaurantUuids(args.restaurants);
  return and(
    rollupsInScope(context.viewer, table),
    args.company === null || args.company === undefined ? undefined : eq(table.companyId, args.company),
    args.platforms?.length ? inArray(table.platform, [...args.platforms]) : undefined,
    uuids.length
      ? inArray(
          table.restaurantId,
          context.db.select({ id: restaurants.id }).from(restaurants).where(inArray(restaurants.uuid, uuids)),
        )
      : undefined,
    gte(table.localDay, fromDate),
    lte(table.localDay, toDate),
  );
}

function dayBranch(
  context: RollupContext,
  args: ReportFilterArgs,
  table: typeof cartDayRollups | typeof cartRollupDeltas,
) {
  return context.db
    .select({
      restaurantId: table.restaurantId,
      platform: table.platform,
      orders: table.orders,
      withImage: table.withImage,
      keptOrders: table.keptOrders,
      newClients: table.newClients,
      keptSubtotal: table.keptSubtotal,
      keptPromo: table.keptPromo,
      keptTotal: table.keptTotal,
      keptPlatformFee: table.keptPlatformFee,
      keptVatPlatformFee: table.keptVatPlatformFee,
      keptPaid: table.keptPaid,
      canceledOrders: table.canceledOrders,
      canceledTotal: table.canceledTotal,
    })
    .from(table)
    .where(rollupFilter(context, args, table));
}

/**
 * The day rollup rows of a report filter, the deltas not yet folded included, so that sums over them equal sums over
 * the filter's orders (cartReportFilter) at every instant. The filter's days are whole local days, which is all the
 * report filter can ask for.
 */
export function dayRollupsOfFilter(context: RollupContext, args: ReportFilterArgs) {
  return dayBranch(context, args, cartDayRollups)
    .unionAll(dayBranch(context, args, cartRollupDeltas))
    .as('day_rollups');
}

function hourBranch(
  context: RollupContext,
  args: ReportFilterArgs,
  table: typeof cartHourRollups | typeof cartHourRollupDeltas,
) {
  return context.db
    .select({ localDay: table.localDay, hour: table.hour, keptOrders: table.keptOrders, keptTotal: table.keptTotal })
    .from(table)
    .where(rollupFilter(context, args, table));
}

/** The hour rollup rows of a report filter (the heat map's), pending deltas included, as dayRollupsOfFilter. */
export function hourRollupsOfFilter(context: RollupContext, args: ReportFilterArgs) {
  return hourBranch(context, args, cartHourRollups)
    .unionAll(hourBranch(context, args, cartHourRollupDeltas))
    .as('hour_rollups');
}

function vatBranch(
  context: RollupContext,
  args: ReportFilterArgs,
  table: typeof cartVatRollups | typeof cartVatRollupDeltas,
) {
  return context.db
    .select({ platform: table.platform, rate: table.rate, ttc: table.ttc, ht: table.ht })
    .from(table)
    .where(rollupFilter(context, args, table));
}

/**
 * The VAT rollup rows of a report filter: the stored splits of its orders that are not canceled, per rate, pending
 * deltas included, as dayRollupsOfFilter.
 */
export function vatRollupsOfFilter(context: RollupContext, args: ReportFilterArgs) {
  return vatBranch(context, args, cartVatRollups)
    .unionAll(vatBranch(context, args, cartVatRollupDeltas))
    .as('vat_rollups');
}

/** The sum of a count column of rollup rows, 0 when there is none. */
export function sumCount(column: SQLWrapper): SQL<number> {
  return sql<number>`coalesce(sum(${column}), 0)::int`;
}

/** The sums of day rollup rows (0 when none), counts as numbers and money through sumMoney. */
export function rollupSums(rows: { [K in keyof RollupSums]: SQLWrapper }): { [K in keyof RollupSums]: SQL<number> } {
  return {
    orders: sumCount(rows.orders),
    withImage: sumCount(rows.withImage),
    keptOrders: sumCount(rows.keptOrders),
    newClients: sumCount(rows.newClients),
    keptSubtotal: sumMoney(rows.keptSubtotal),
    keptPromo: sumMoney(rows.keptPromo),
    keptTotal: sumMoney(rows.keptTotal),
    keptPlatformFee: sumMoney(rows.keptPlatformFee),
    keptVatPlatformFee: sumMoney(rows.keptVatPlatformFee),
    keptPaid: sumMoney(rows.keptPaid),
    canceledOrders: sumCount(rows.canceledOrders),
    canceledTotal: sumMoney(rows.canceledTotal),
  };
}
