import type { ScheduleDay } from '@comptoir/domain';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { restaurantOpeningHours } from '../../db/schema';

/** Each restaurant's stored week (days in order, periods by start; closed days left out), in one query. */
export async function loadOpeningWeeks(db: Db, restaurantIds: readonly number[]): Promise<Map<number, ScheduleDay[]>> {
  const weeks = new Map<number, ScheduleDay[]>(restaurantIds.map((id) => [id, []]));
  if (restaurantIds.length === 0) return weeks;
  const periods = await db
    .select()
    .from(restaurantOpeningHours)
    .where(inArray(restaurantOpeningHours.restaurantId, [...restaurantIds]))
    .orderBy(
      asc(restaurantOpeningHours.restaurantId),
      asc(restaurantOpeningHours.dayOfWeek),
      asc(restaurantOpeningHours.startTime),
    );
  for (const row of periods) {
    const week = weeks.get(row.restaurantId) ?? [];
    let day = week.at(-1);
    if (day?.dayOfWeek !== row.dayOfWeek) {
      day = { dayOfWeek: row.dayOfWeek, timePeriods: [] };
      week.push(day);
    }
    day.timePeriods.push({ startTime: row.startTime, endTime: row.endTime });
    weeks.set(row.restaurantId, week);
  }
  return weeks;
}
