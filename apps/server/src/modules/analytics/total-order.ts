import { asc, eq, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { platforms, restaurants, type PlatformRow, type RestaurantRow } from '../../db/schema';
import { dayRollupsOfFilter, rollupSums, type ReportFilterArgs } from '../reports';
import { pausePieces, restaurantReportFilter } from './analytics-filter';
import { addOrderTotals, NO_ORDER_TOTALS, type OrderTotals } from './order-totals';

export type PlatformTotals = OrderTotals & { platform: PlatformRow };
export type RestaurantTotals = OrderTotals & { restaurant: RestaurantRow };
export type TotalOrder = { overall: OrderTotals; byPlatform: PlatformTotals[]; byRestaurant: RestaurantTotals[] };

function totalsOf(row: OrderTotals): OrderTotals {
  const { total, canceled, canceledTotal, inactivity, promo, sales, totalCommand, newClient, photoCount } = row;
  return { total, canceled, canceledTotal, inactivity, promo, sales, totalCommand, newClient, photoCount };
}

/**
 * totalOrder (docs/data-model.md#statistics): the order figures and paused minutes of every restaurant the filter
 * covers (orders or not), in one aggregate statement over the rollup of their local days (docs/reports.md#rollups),
 * then summed per platform and overall. A restaurant without orders has one row of nulls, which no sum counts.
 */
export async function totalOrder(
  context: SignedInContext,
  args: ReportFilterArgs,
  now = new Date(),
): Promise<TotalOrder> {
  const pauses = sql`(select pieces.restaurant_id, sum(extract(epoch from pieces.ends_at - pieces.starts_at)) as seconds
    from (${pausePieces(context, args, now)}) pieces group by pieces.restaurant_id) pause_totals`;
  const rollups = dayRollupsOfFilter(context, args);
  const sums = rollupSums(rollups);
  const rows = await context.db
    .select({
      restaurant: restaurants,
      platform: platforms,
      total: sums.keptTotal,
      canceled: sums.canceledOrders,
      canceledTotal: sums.canceledTotal,
      promo: sums.keptPromo,
      sales: sums.keptSubtotal,
      totalCommand: sums.keptOrders,
      newClient: sums.newClients,
      photoCount: sums.withImage,
      inactivity: sql<number>`coalesce(round(max(pause_totals.seconds) / 60), 0)::int`,
    })
    .from(restaurants)
    .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
    .leftJoin(rollups, eq(rollups.restaurantId, restaurants.id))
    .leftJoin(pauses, sql`pause_totals.restaurant_id = ${restaurants.id}`)
    .where(restaurantReportFilter(context, args))
    .groupBy(restaurants.id, platforms.id)
    .orderBy(asc(platforms.id), asc(restaurants.title), asc(restaurants.id));

  const byRestaurant = rows.map((row) => ({ ...totalsOf(row), restaurant: row.restaurant }));
  const byPlatform = new Map<number, PlatformTotals>();
  for (const row of rows) {
    const sum = byPlatform.get(row.platform.id) ?? NO_ORDER_TOTALS;
    byPlatform.set(row.platform.id, { ...addOrderTotals(sum, totalsOf(row)), platform: row.platform });
  }
  const overall = rows.reduce((sum, row) => addOrderTotals(sum, totalsOf(row)), NO_ORDER_TOTALS);
  return { overall, byPlatform: [...byPlatform.values()], byRestaurant };
}
