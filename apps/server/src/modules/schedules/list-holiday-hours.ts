import { asc, inArray } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { holidayHours } from '../../db/schema';
import type { HolidayNode } from './holiday-node';
import { loadHoursCalls } from './hours-push-status';
import { findScheduleRestaurants } from './schedule-restaurants';

/**
 * `holidayHours` (docs/screens.md#schedule-and-holiday): the closures of the restaurants in scope (or those named),
 * soonest first.
 */
export async function listHolidayHours(
  context: SignedInContext,
  uuids: readonly string[] | null,
): Promise<HolidayNode[]> {
  const targets = await findScheduleRestaurants(context, uuids);
  if (targets.length === 0) return [];
  const byId = new Map(targets.map((target) => [target.restaurant.id, target.restaurant]));
  const rows = await context.db
    .select()
    .from(holidayHours)
    .where(inArray(holidayHours.restaurantId, [...byId.keys()]))
    .orderBy(asc(holidayHours.fromDate), asc(holidayHours.restaurantId), asc(holidayHours.id));
  const calls = await loadHoursCalls(
    context.db,
    rows.flatMap((row) => (row.platformCallId === null ? [] : [row.platformCallId])),
  );
  return rows.flatMap((row) => {
    const restaurant = byId.get(row.restaurantId);
    if (!restaurant) return [];
    const call = row.platformCallId === null ? undefined : calls.get(row.platformCallId);
    return [
      {
        row,
        restaurant,
        push: call ? { status: call.status, message: call.message, reason: call.reason, at: call.at } : null,
      },
    ];
  });
}
