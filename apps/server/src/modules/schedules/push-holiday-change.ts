import { isoDateOf, localDateOf, PLATFORMS } from '@comptoir/domain';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { holidayHours, type HolidayHoursRow } from '../../db/schema';
import type { HolidayChange, HolidayClosure } from '../../platforms/menu-document';
import { adapterFor } from '../../platforms/registry';
import { loadHoursCalls } from './hours-push-status';
import { withdrawPendingCalls } from '../../platforms/outbound/enqueue';
import { callReason } from '../../platforms/outbound/call-reason';
import { storeRefOf } from '../../platforms/outbound/store-ref';
import { explainUnsettableHours, recordHoursCalls, type HoursPush, type HoursRestaurant } from './hours-push';

const WITHDRAWN = 'Withdrawn: its closure was removed before it was sent';

const creatorIdsOf = (rows: readonly HolidayHoursRow[]) =>
  rows.flatMap((row) => (row.platformCallId === null ? [] : [row.platformCallId]));

const closureOf = (row: Pick<HolidayHoursRow, 'fromDate' | 'toDate'>, timeZone: string): HolidayClosure => ({
  fromDate: row.fromDate,
  toDate: row.toDate,
  timeZone,
});

/**
 * Queues the calls that tell the restaurant's platform about `added` and `removed` closures (already written): the
 * change carries every closure still to come, for platforms that take the whole list (Uber Eats overwrites), and each
 * removed closure with the platform's own id, read from the answer to the call that created it (Deliveroo days off).
 */
export async function pushHolidayChange(
  db: Db,
  target: HoursRestaurant,
  added: readonly HolidayHoursRow[],
  removed: readonly HolidayHoursRow[],
  now: Date,
): Promise<{ callId: number; push: HoursPush } | null> {
  const adapter = adapterFor(target.platform);
  const store = storeRefOf(target.restaurant);
  const timeZone = target.restaurant.timezone;
  const today = isoDateOf(localDateOf(now, timeZone));
  const remaining = await db
    .select()
    .from(holidayHours)
    .where(and(eq(holidayHours.restaurantId, target.restaurant.id), gte(holidayHours.toDate, today)))
    .orderBy(asc(holidayHours.fromDate), asc(holidayHours.id));
  // Closures sent one per call: one removed before its creating call went out is withdrawn, so the platform never gets
  // it. (A whole-list platform's next call replaces the unsent one anyway.)
  const withdrawn = new Set(
    adapter?.holidayCallReplacesAll ? [] : await withdrawPendingCalls(db, creatorIdsOf(removed), WITHDRAWN),
  );
  const sentRemovals = removed.filter((row) => row.platformCallId === null || !withdrawn.has(row.platformCallId));
  const creators = await loadHoursCalls(db, creatorIdsOf(sentRemovals));
  const refOf = (row: HolidayHoursRow) => {
    const body = row.platformCallId === null ? null : (creators.get(row.platformCallId)?.responseBody ?? null);
    return adapter?.holidayRefFromResponse?.(body) ?? null;
  };
  const change: HolidayChange = {
    closures: remaining.map((row) => closureOf(row, timeZone)),
    added: added.map((row) => closureOf(row, timeZone)),
    removed: sentRemovals.map((row) => ({ closure: closureOf(row, timeZone), platformRef: refOf(row) })),
  };
  const calls = adapter?.holidayHoursCalls?.(change, store) ?? null;
  // No call for a real change: every removed closure was withdrawn in time, or the platform never gave one an id, so
  // only its own hub can cancel it.
  if (calls !== null && calls.length === 0) {
    const label = PLATFORMS[target.platform].label;
    const reason =
      sentRemovals.length === 0
        ? callReason('CLOSURE_WITHDRAWN', `${label}: the closure was withdrawn before it was sent`, { platform: label })
        : callReason('CLOSURE_NOT_CONFIRMED', `${label} never confirmed this closure: cancel it in the ${label} hub`, {
            platform: label,
          });
    return recordHoursCalls(db, target, 'holiday', null, () => reason);
  }
  return recordHoursCalls(db, target, 'holiday', calls, () =>
    explainUnsettableHours(target.platform, 'holiday', store, false),
  );
}
