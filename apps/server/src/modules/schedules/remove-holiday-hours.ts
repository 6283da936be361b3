import { and, inArray, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { holidayHours } from '../../db/schema';
import { AppError } from '../../errors';
import { recordViewerAudit } from '../audit';
import { requirePinSession } from '../pin';
import type { HolidayRemoval } from './holiday-node';
import { pushHolidayChange } from './push-holiday-change';
import { requireScheduleRestaurants } from './schedule-restaurants';

/**
 * `removeHolidayHours(restaurants)` (docs/screens.md#schedule-and-holiday): removes the closures of those restaurants,
 * or with `ids` only those closures (an addition: the contract names no id, and the /holiday list removes one closure
 * at a time).
 */
export async function removeHolidayHours(
  context: SignedInContext,
  uuids: readonly string[],
  ids: readonly number[] | null,
): Promise<HolidayRemoval[]> {
  const targets = await requireScheduleRestaurants(context, uuids);
  if (ids !== null && ids.length === 0)
    throw new AppError('BAD_USER_INPUT', {
      message: 'Choose at least one closure to remove',
      details: { reason: 'NO_CLOSURE_CHOSEN' },
    });
  for (const target of targets) requirePinSession(context, 'holiday', target.pagesAccess);
  const now = new Date();

  return context.db.transaction(async (tx) => {
    const chosen = ids === null ? sql`true` : inArray(holidayHours.id, [...ids]);
    const removed = await tx
      .delete(holidayHours)
      .where(
        and(
          inArray(
            holidayHours.restaurantId,
            targets.map((target) => target.restaurant.id),
          ),
          chosen,
        ),
      )
      .returning();
    // A closure id of another restaurant (or none at all) is answered like a missing one: nothing is removed.
    if (ids !== null && removed.length !== new Set(ids).size)
      throw new AppError('NOT_FOUND', { message: 'Closure not found' });
    const results: HolidayRemoval[] = [];
    for (const target of targets) {
      const mine = removed.filter((row) => row.restaurantId === target.restaurant.id);
      const recorded = mine.length > 0 ? await pushHolidayChange(tx, target, [], mine, now) : null;
      results.push({ restaurant: target.restaurant, removed: mine.length, push: recorded?.push ?? null });
    }
    await recordViewerAudit(tx, context, {
      action: 'restaurant.holiday.remove',
      entity: 'restaurant',
      entityId: targets.map((target) => target.restaurant.uuid).join(','),
      data: { removed: removed.map((row) => ({ id: row.id, fromDate: row.fromDate, toDate: row.toDate })) },
    });
    return results;
  });
}
