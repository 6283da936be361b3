import { and, eq, gte, inArray, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SignedInContext } from '../../context/types';
import {
  cartDayRollups,
  cartHourMonthRollups,
  cartHourRollupDeltas,
  cartHourRollups,
  cartItemCompanyMonthRollups,
  cartItemCompanyRollups,
  cartItemMonthRollups,
  cartItemRollupDeltas,
  cartItemRollups,
  cartMonthRollups,
  cartRollupDeltas,
  cartVatMonthRollups,
  cartVatRollupDeltas,
  cartVatRollups,
  restaurants,
} from '../../db/schema';
import { rollupsInScope } from '../tenancy';
import { readReportDates, readRestaurantUuids, type ReportFilterArgs } from './report-filter';
import { rollupPeriod } from './rollup-period';
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

/**
 * The columns every rollup is filtered by: each row is one restaurant's day or month of one company and platform, or
 * all of a company's restaurants' (no restaurantId), which only a filter naming no restaurant reads.
 */
type RollupKey = { restaurantId?: AnyPgColumn; companyId: AnyPgColumn; platform: AnyPgColumn };

/**
 * The report filter on a rollup's rows: the viewer's scope, the company, platforms and restaurants asked for, and the
 * rows of the period (`inPeriod`) — all of which are columns of every rollup, so no report goes back to the orders.
 */
function rollupFilter(
  context: RollupContext,
  args: ReportFilterArgs,
  table: RollupKey,
  inPeriod: SQL,
): SQL | undefined {
  const uuids = readRestaurantUuids(args.restaurants);
  if (uuids.length > 0 && !table.restaurantId) throw new Error('A company-wide rollup cannot filter restaurants');
  return and(
    rollupsInScope(context.viewer, table),
    args.company === null || args.company === undefined ? undefined : eq(table.companyId, args.company),
    args.platforms?.length ? inArray(table.platform, [...args.platforms]) : undefined,
    uuids.length && table.restaurantId
      ? inArray(
          table.restaurantId,
          context.db.select({ id: restaurants.id }).from(restaurants).where(inArray(restaurants.uuid, uuids)),
        )
      : undefined,
    inPeriod,
  );
}

/**
 * Which rows of each level a report filter's period reads (docs/reports.md#month-rollups): the month rows of its whole
 * months, the day rows of the days around them, and every pending delta of the period, since deltas are only folded
 * into the months with their days.
 */
function periodRows(args: ReportFilterArgs) {
  const { fromDate, toDate } = readReportDates(args.fromDate, args.toDate);
  const { months, days } = rollupPeriod(fromDate, toDate);
  const nothing = sql`false`;
  return {
    months: (localMonth: AnyPgColumn) =>
      months ? (and(gte(localMonth, months.first), lte(localMonth, months.last)) ?? nothing) : nothing,
    days: (localDay: AnyPgColumn) =>
      or(...days.map((range) => and(gte(localDay, range.from), lte(localDay, range.to)))) ?? nothing,
    deltas: (localDay: AnyPgColumn) => and(gte(localDay, fromDate), lte(localDay, toDate)) ?? nothing,
  };
}

function dayBranch(
  context: RollupContext,
  args: ReportFilterArgs,
  table: typeof cartDayRollups | typeof cartRollupDeltas | typeof cartMonthRollups,
  inPeriod: SQL,
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
    .where(rollupFilter(context, args, table, inPeriod));
}

/**
 * The day rollup rows of a report filter (month rows for its whole months), the deltas not yet folded included, so
 * that sums over them equal sums over the filter's orders (cartReportFilter) at every instant. The filter's days are
 * whole local days, which is all the report filter can ask for.
 */
export function dayRollupsOfFilter(context: RollupContext, args: ReportFilterArgs) {
  const period = periodRows(args);
  return dayBranch(context, args, cartMonthRollups, period.months(cartMonthRollups.localMonth))
    .unionAll(dayBranch(context, args, cartDayRollups, period.days(cartDayRollups.localDay)))
    .unionAll(dayBranch(context, args, cartRollupDeltas, period.deltas(cartRollupDeltas.localDay)))
    .as('day_rollups');
}

function hourBranch(
  context: RollupContext,
  args: ReportFilterArgs,
  table: typeof cartHourRollups | typeof cartHourRollupDeltas | typeof cartHourMonthRollups,
  inPeriod: SQL,
  isoWeekday: SQL,
) {
  return context.db
    .select({
      isoWeekday: sql<number>`${isoWeekday}::int`.as('iso_weekday'),
      hour: table.hour,
      keptOrders: table.keptOrders,
      keptTotal: table.keptTotal,
    })
    .from(table)
    .where(rollupFilter(context, args, table, inPeriod));
}

/**
 * The hour rollup rows of a report filter (the heat map's), each with the ISO weekday of its local day (1 = Monday),
 * month rows for its whole months and pending deltas included, as dayRollupsOfFilter.
 */
export function hourRollupsOfFilter(context: RollupContext, args: ReportFilterArgs) {
  const period = periodRows(args);
  const weekdayOf = (localDay: AnyPgColumn) => sql`extract(isodow from ${localDay})`;
  const months = cartHourMonthRollups;
  const days = cartHourRollups;
  const deltas = cartHourRollupDeltas;
  return hourBranch(context, args, months, period.months(months.localMonth), sql`${months.isoWeekday}`)
    .unionAll(hourBranch(context, args, days, period.days(days.localDay), weekdayOf(days.localDay)))
    .unionAll(hourBranch(context, args, deltas, period.deltas(deltas.localDay), weekdayOf(deltas.localDay)))
    .as('hour_rollups');
}

function vatBranch(
  context: RollupContext,
  args: ReportFilterArgs,
  table: typeof cartVatRollups | typeof cartVatRollupDeltas | typeof cartVatMonthRollups,
  inPeriod: SQL,
) {
  return context.db
    .select({ platform: table.platform, rate: table.rate, ttc: table.ttc, ht: table.ht })
    .from(table)
    .where(rollupFilter(context, args, table, inPeriod));
}

/**
 * The VAT rollup rows of a report filter: the stored splits of its orders that are not canceled, per rate, month rows
 * for its whole months and pending deltas included, as dayRollupsOfFilter.
 */
export function vatRollupsOfFilter(context: RollupContext, args: ReportFilterArgs) {
  const period = periodRows(args);
  return vatBranch(context, args, cartVatMonthRollups, period.months(cartVatMonthRollups.localMonth))
    .unionAll(vatBranch(context, args, cartVatRollups, period.days(cartVatRollups.localDay)))
    .unionAll(vatBranch(context, args, cartVatRollupDeltas, period.deltas(cartVatRollupDeltas.localDay)))
    .as('vat_rollups');
}

function itemBranch(
  context: RollupContext,
  args: ReportFilterArgs,
  table:
    | typeof cartItemRollups
    | typeof cartItemRollupDeltas
    | typeof cartItemMonthRollups
    | typeof cartItemCompanyRollups
    | typeof cartItemCompanyMonthRollups,
  inPeriod: SQL,
  withOptions: boolean,
) {
  return context.db
    .select({
      companyId: table.companyId,
      itemId: table.itemId,
      title: table.title,
      vat: table.vat,
      entries: table.entries,
      units: table.units,
      revenue: table.revenue,
      additional: table.additional,
    })
    .from(table)
    .where(and(rollupFilter(context, args, table, inPeriod), withOptions ? undefined : eq(table.isOption, false)));
}

/**
 * The item rollup rows of a report filter (docs/reports.md#best-item-rollups): the lines, and with `withOptions` the
 * options, of its orders that are not canceled, month rows for its whole months and pending deltas included, as
 * dayRollupsOfFilter. A filter that names no restaurant reads the company-wide rows.
 */
export function itemRollupsOfFilter(context: RollupContext, args: ReportFilterArgs, withOptions: boolean) {
  const period = periodRows(args);
  const perRestaurant = readRestaurantUuids(args.restaurants).length > 0;
  const months = perRestaurant ? cartItemMonthRollups : cartItemCompanyMonthRollups;
  const days = perRestaurant ? cartItemRollups : cartItemCompanyRollups;
  const deltas = cartItemRollupDeltas;
  return itemBranch(context, args, months, period.months(months.localMonth), withOptions)
    .unionAll(itemBranch(context, args, days, period.days(days.localDay), withOptions))
    .unionAll(itemBranch(context, args, deltas, period.deltas(deltas.localDay), withOptions))
    .as('item_rollups');
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
