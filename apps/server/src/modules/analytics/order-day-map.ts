import { sql, type SQL } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { restaurants } from '../../db/schema';
import { AppError } from '../../errors';
import { hourRollupsOfFilter, type ReportFilterArgs, sumCount, sumMoney } from '../reports';
import { pausePieces, restaurantPeriod, restaurantReportFilter } from './analytics-filter';

/** One weekday × hour slot of the heat map, in each restaurant's local time. */
export type DayMapCell = {
  dayOfWeek: number;
  hour: number;
  sales: number;
  total: number;
  online: number;
  offline: number;
};

type SlotRow = {
  day_of_week: unknown;
  hour: unknown;
  sales: unknown;
  orders: unknown;
  elapsed_minutes: unknown;
  paused_minutes: unknown;
};

function toInteger(value: unknown): number {
  const number = Number(value ?? 0);
  if (!Number.isSafeInteger(number))
    throw new AppError('INTERNAL_SERVER_ERROR', { message: 'A heat-map figure is not an integer' });
  return number;
}

/**
 * totalOrderDayMap (docs/data-model.md#statistics): every ISO weekday (1 = Monday) × hour (0–23) of the restaurants'
 * local time, with the sales and count of the orders that are not canceled, and the minutes the filtered restaurants
 * were open (not paused) and paused in that slot over the period up to now. One statement: orders (from the hour
 * rollup of the filter's days, docs/reports.md#rollups), paused minutes and elapsed minutes per slot.
 */
export async function totalOrderDayMap(
  context: SignedInContext,
  args: ReportFilterArgs,
  now = new Date(),
): Promise<DayMapCell[]> {
  const local = (instant: SQL, timezone: SQL) => sql`(${instant} at time zone ${timezone})`;
  const hours = hourRollupsOfFilter(context, args);
  const period = restaurantPeriod(args, now);
  const oneHour = sql`interval '1 hour'`;
  const result = await context.db.execute<SlotRow>(sql`
    select slots.day_of_week, slots.hour, sum(slots.sales)::bigint as sales, sum(slots.orders)::int as orders,
      round(sum(slots.elapsed_seconds) / 60)::int as elapsed_minutes, round(sum(slots.paused_seconds) / 60)::int as paused_minutes
    from (
      select ${hours.isoWeekday} as day_of_week, ${hours.hour}::int as hour,
        ${sumMoney(hours.keptTotal)} as sales, ${sumCount(hours.keptOrders)} as orders,
        0::numeric as elapsed_seconds, 0::numeric as paused_seconds
      from ${hours}
      group by 1, 2
    union all
      select extract(isodow from ${local(sql`slot`, sql`zones.timezone`)})::int, extract(hour from ${local(sql`slot`, sql`zones.timezone`)})::int,
        0, 0, sum(zones.restaurants * extract(epoch from least(slot + ${oneHour}, zones.ends_at) - slot)), 0
      from (
        select ${restaurants.timezone} as timezone, count(*) as restaurants, ${period.startsAt} as starts_at, ${period.endsAt} as ends_at
        from ${restaurants} where ${restaurantReportFilter(context, args)} group by ${restaurants.timezone}
      ) zones
      cross join lateral generate_series(zones.starts_at, zones.ends_at, ${oneHour}) as slot
      where slot < zones.ends_at
      group by 1, 2
    union all
      select extract(isodow from ${local(sql`slot`, sql`pieces.timezone`)})::int, extract(hour from ${local(sql`slot`, sql`pieces.timezone`)})::int,
        0, 0, 0, sum(extract(epoch from least(pieces.ends_at, slot + ${oneHour}) - greatest(pieces.starts_at, slot)))
      from (${pausePieces(context, args, now)}) pieces
      cross join lateral generate_series(date_trunc('hour', pieces.starts_at, pieces.timezone), pieces.ends_at, ${oneHour}) as slot
      where slot < pieces.ends_at
      group by 1, 2
    ) slots
    group by slots.day_of_week, slots.hour`);

  const bySlot = new Map(result.rows.map((row) => [`${toInteger(row.day_of_week)}-${toInteger(row.hour)}`, row]));
  const cells: DayMapCell[] = [];
  for (let dayOfWeek = 1; dayOfWeek <= 7; dayOfWeek += 1) {
    for (let hourOfDay = 0; hourOfDay < 24; hourOfDay += 1) {
      const row = bySlot.get(`${dayOfWeek}-${hourOfDay}`);
      const offline = toInteger(row?.paused_minutes);
      cells.push({
        dayOfWeek,
        hour: hourOfDay,
        sales: toInteger(row?.sales),
        total: toInteger(row?.orders),
        online: toInteger(row?.elapsed_minutes) - offline,
        offline,
      });
    }
  }
  return cells;
}
