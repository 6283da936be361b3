import { and, eq, gte, inArray, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { cartDayRollups, cartRollupDeltas, restaurants } from '../../db/schema';
import { rollupsInScope } from '../tenancy';
import { readReportDates, readRestaurantUuids, type ReportFilterArgs } from './report-filter';
import { sumMoney } from './sum-money';

type RollupTable = typeof cartDayRollups | typeof cartRollupDeltas;

/** What a rollup row adds up: the orders of one restaurant's local day (docs/reports.md#rollups). */
export type RollupSums = {
  orders: number;
  withImage: number;
  keptOrders: number;
  newClients: number;
  keptSubtotal: number;
  keptPromo: number;
  keptTotal: number;
  canceledOrders: number;
  canceledTotal: number;
};

function branch(context: Pick<SignedInContext, 'db' | 'viewer'>, args: ReportFilterArgs, table: RollupTable) {
  const { fromDate, toDate } = readReportDates(args.fromDate, args.toDate);
  const uuids = readRestaurantUuids(args.restaurants);
  return context.db
    .select({
      restaurantId: table.restaurantId,
      orders: table.orders,
      withImage: table.withImage,
      keptOrders: table.keptOrders,
      newClients: table.newClients,
      keptSubtotal: table.keptSubtotal,
      keptPromo: table.keptPromo,
      keptTotal: table.keptTotal,
      canceledOrders: table.canceledOrders,
      canceledTotal: table.canceledTotal,
    })
    .from(table)
    .where(
      and(
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
      ),
    );
}

/**
 * The rollup rows of a report filter, the deltas not yet folded included, so that sums over them equal sums over the
 * filter's orders (cartReportFilter) at every instant. The filter's days are whole local days, which is all the
 * report filter can ask for.
 */
export function dayRollupsOfFilter(context: Pick<SignedInContext, 'db' | 'viewer'>, args: ReportFilterArgs) {
  return branch(context, args, cartDayRollups)
    .unionAll(branch(context, args, cartRollupDeltas))
    .as('day_rollups');
}

function sumCount(column: SQLWrapper): SQL<number> {
  return sql<number>`coalesce(sum(${column}), 0)::int`;
}

/** The sums of rollup rows (0 when none), counts as numbers and money through sumMoney. */
export function rollupSums(rows: { [K in keyof RollupSums]: SQLWrapper }): { [K in keyof RollupSums]: SQL<number> } {
  return {
    orders: sumCount(rows.orders),
    withImage: sumCount(rows.withImage),
    keptOrders: sumCount(rows.keptOrders),
    newClients: sumCount(rows.newClients),
    keptSubtotal: sumMoney(rows.keptSubtotal),
    keptPromo: sumMoney(rows.keptPromo),
    keptTotal: sumMoney(rows.keptTotal),
    canceledOrders: sumCount(rows.canceledOrders),
    canceledTotal: sumMoney(rows.canceledTotal),
  };
}
