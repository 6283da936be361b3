import { describeScheduleIssue, findScheduleIssues, normalizeWeek, type ScheduleDay } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { restaurantOpeningHours, restaurants } from '../../db/schema';
import { AppError } from '../../errors';
import { recordViewerAudit } from '../audit';
import { requirePinSession } from '../pin';
import { pushOpeningHours } from './push-opening-hours';
import { requireScheduleRestaurants } from './schedule-restaurants';
import type { RestaurantSchedule } from './restaurant-schedule';

/**
 * `schedule(restaurantUuid, input)` (docs/screens.md#schedule-and-holiday): replaces the restaurant's whole week (days
 * left out are closed) and tells its platform. Scope → rules (nothing changed when refused) → PIN → one transaction
 * with the platform call.
 */
export async function replaceOpeningHours(
  context: SignedInContext,
  restaurantUuid: string,
  input: ScheduleDay[],
): Promise<RestaurantSchedule> {
  const [target] = await requireScheduleRestaurants(context, [restaurantUuid]);
  if (!target) throw new AppError('NOT_FOUND', { message: 'Restaurant not found' });
  const issues = findScheduleIssues(input);
  if (issues.length > 0)
    throw new AppError('BAD_USER_INPUT', {
      message: issues.map(describeScheduleIssue).join('; '),
      details: { reason: 'INVALID_SCHEDULE', scheduleIssues: issues },
    });
  requirePinSession(context, 'schedule', target.pagesAccess);

  const week = normalizeWeek(input);
  const restaurantId = target.restaurant.id;
  const push = await context.db.transaction(async (tx) => {
    // Two saves of one restaurant take turns: otherwise each deletes only what it sees and both weeks are kept.
    await tx.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, restaurantId)).for('update');
    await tx.delete(restaurantOpeningHours).where(eq(restaurantOpeningHours.restaurantId, restaurantId));
    const rows = week.flatMap((day) =>
      day.timePeriods.map((period) => ({ restaurantId, dayOfWeek: day.dayOfWeek, ...period })),
    );
    if (rows.length > 0) await tx.insert(restaurantOpeningHours).values(rows);
    await recordViewerAudit(tx, context, {
      action: 'restaurant.schedule',
      entity: 'restaurant',
      entityId: target.restaurant.uuid,
      data: { week },
    });
    return pushOpeningHours(tx, target, week, new Date(), new URL(context.request.url).origin);
  });
  return { ...target, days: week, lastPush: push };
}
