import type { ScheduleDay } from '@comptoir/domain';
import type { SignedInContext } from '../../context/types';
import type { HoursPush } from './hours-push';
import { loadLastOpeningPushes } from './hours-push-status';
import { loadOpeningWeeks } from '../restaurants';
import { findScheduleRestaurants, type ScheduleRestaurant } from './schedule-restaurants';

export type RestaurantSchedule = ScheduleRestaurant & { days: ScheduleDay[]; lastPush: HoursPush | null };

/**
 * `restaurantSchedules` (docs/screens.md#schedule-and-holiday): each restaurant in scope (or those named) with its week
 * and its last push.
 */
export async function listRestaurantSchedules(
  context: SignedInContext,
  uuids: readonly string[] | null,
): Promise<RestaurantSchedule[]> {
  const targets = await findScheduleRestaurants(context, uuids);
  const ids = targets.map((target) => target.restaurant.id);
  if (ids.length === 0) return [];
  const weeks = await loadOpeningWeeks(context.db, ids);
  const pushes = await loadLastOpeningPushes(context.db, ids);
  return targets.map((target) => ({
    ...target,
    days: weeks.get(target.restaurant.id) ?? [],
    lastPush: pushes.get(target.restaurant.id) ?? null,
  }));
}
