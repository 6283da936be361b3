import { describeHolidayIssue, findHolidayIssues, isoDateOf, localDateOf } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { holidayHours } from '../../db/schema';
import { AppError } from '../../errors';
import { recordViewerAudit } from '../audit';
import { requirePinSession } from '../pin';
import type { HolidayNode } from './holiday-node';
import { pushHolidayChange } from './push-holiday-change';
import { requireScheduleRestaurants } from './schedule-restaurants';

/**
 * `addHolidayHours(fromDate, toDate, restaurants)` (docs/screens.md#schedule-and-holiday): the same closure for each
 * restaurant, told to each platform. Every restaurant is checked (scope, dates in its own time zone, PIN) before
 * anything is written.
 */
export async function addHolidayHours(
  context: SignedInContext,
  fromDate: string,
  toDate: string,
  uuids: readonly string[],
): Promise<HolidayNode[]> {
  const targets = await requireScheduleRestaurants(context, uuids);
  const now = new Date();
  for (const target of targets) {
    const issues = findHolidayIssues(fromDate, toDate, isoDateOf(localDateOf(now, target.restaurant.timezone)));
    if (issues.length > 0)
      throw new AppError('BAD_USER_INPUT', {
        message: issues.map(describeHolidayIssue).join('; '),
        details: { reason: 'INVALID_HOLIDAY', holidayIssues: issues },
      });
  }
  for (const target of targets) requirePinSession(context, 'holiday', target.pagesAccess);

  return context.db.transaction(async (tx) => {
    const nodes: HolidayNode[] = [];
    for (const target of targets) {
      const [row] = await tx
        .insert(holidayHours)
        .values({ restaurantId: target.restaurant.id, fromDate, toDate })
        .returning();
      if (!row) throw new Error('The closure was not recorded');
      const recorded = await pushHolidayChange(tx, target, [row], [], now);
      if (recorded)
        await tx.update(holidayHours).set({ platformCallId: recorded.callId }).where(eq(holidayHours.id, row.id));
      nodes.push({
        row: { ...row, platformCallId: recorded?.callId ?? null },
        restaurant: target.restaurant,
        push: recorded?.push ?? null,
      });
    }
    await recordViewerAudit(tx, context, {
      action: 'restaurant.holiday.add',
      entity: 'restaurant',
      entityId: targets.map((target) => target.restaurant.uuid).join(','),
      data: { fromDate, toDate },
    });
    return nodes;
  });
}
