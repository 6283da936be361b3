import type { ScheduleDay } from '@comptoir/domain';
import { asc, inArray } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { restaurantOpeningHours } from '../../db/schema';
import type { HoursPush } from './hours-push';
import { loadLastOpeningPushes } from './hours-push-status';
import { findScheduleRestaurants, type ScheduleRestaurant } from './schedule-restaurants';

export type RestaurantSchedule = ScheduleRestaurant & { days: ScheduleDay[]; lastPush: HoursPush | null };

/** SPEC §7 `restaurantSchedules`: each restaurant in scope (or those named) with its week and its last push. */
export async function listRestaurantSchedules(context: SignedInContext, uuids: readonly string[] | null): Promise<RestaurantSchedule[]> {
  const targets = await findScheduleRestaurants(context, uuids);
  const ids = targets.map((target) => target.restaurant.id);
  if (ids.length === 0) return [];
  const periods = await context.db
    .select()
    .from(restaurantOpeningHours)
    .where(inArray(restaurantOpeningHours.restaurantId, ids))
    .orderBy(asc(restaurantOpeningHours.restaurantId), asc(restaurantOpeningHours.dayOfWeek), asc(restaurantOpeningHours.startTime));
  const pushes = await loadLastOpeningPushes(context.db, ids);
  return targets.map((target) => {
    const days = new Map<number, ScheduleDay>();
    for (const row of periods) {
      if (row.restaurantId !== target.restaurant.id) continue;
      const day = days.get(row.dayOfWeek) ?? { dayOfWeek: row.dayOfWeek, timePeriods: [] };
      day.timePeriods.push({ startTime: row.startTime, endTime: row.endTime });
      days.set(row.dayOfWeek, day);
    }
    return { ...target, days: [...days.values()], lastPush: pushes.get(target.restaurant.id) ?? null };
  });
}
