import { isOpenAt } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { restaurantOpeningHours, restaurants } from '../../db/schema';
import type { PlatformStoreStatus } from '../../platforms/adapter';
import { judgeStoreStatus } from './judge-store-status';

/**
 * Writes what the platform says of a restaurant's status onto its restaurantKOM fields, judged against its pause and
 * opening hours in Comptoir. True when something changed.
 */
export async function applyStoreStatus(
  db: Db,
  restaurantId: number,
  status: PlatformStoreStatus,
  now: Date,
): Promise<boolean> {
  const [restaurant] = await db
    .select({
      isPaused: restaurants.isPaused,
      timezone: restaurants.timezone,
      komIsOrderable: restaurants.komIsOrderable,
      komIsVisible: restaurants.komIsVisible,
      komStatusReason: restaurants.komStatusReason,
    })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  if (!restaurant) return false;
  const week = await db
    .select({
      dayOfWeek: restaurantOpeningHours.dayOfWeek,
      startTime: restaurantOpeningHours.startTime,
      endTime: restaurantOpeningHours.endTime,
    })
    .from(restaurantOpeningHours)
    .where(eq(restaurantOpeningHours.restaurantId, restaurantId));
  const judged = judgeStoreStatus(status, {
    isPaused: restaurant.isPaused,
    openNow: week.length === 0 || isOpenAt(week, now, restaurant.timezone),
  });
  if (
    judged.komIsOrderable === restaurant.komIsOrderable &&
    judged.komIsVisible === restaurant.komIsVisible &&
    judged.komStatusReason === restaurant.komStatusReason
  )
    return false;
  await db.update(restaurants).set(judged).where(eq(restaurants.id, restaurantId));
  return true;
}
