import type { ScheduleDay } from './schedule';
import { localDateOf, shiftLocalDate, weekdayOf, zonedInstant } from './zoned-time';

/** The timed choices of the "pause all" dialog (docs/orders.md#pause), in minutes. */
export const PAUSE_MINUTE_CHOICES = [15, 30, 60] as const;

/** A timed pause ends within a week: longer is a mistake or a closure, which holiday hours are for. */
export const MAX_PAUSE_DAYS = 7;

/** Used on a local day after today when no opening hours say when the restaurant opens. */
const DEFAULT_OPENING_MINUTE = 6 * 60;

export type PauseUntilIssue = 'PAUSE_UNTIL_PAST' | 'PAUSE_UNTIL_TOO_FAR';

export function pauseUntilIssue(until: Date, now: Date): PauseUntilIssue | null {
  if (until.getTime() <= now.getTime()) return 'PAUSE_UNTIL_PAST';
  if (until.getTime() - now.getTime() > MAX_PAUSE_DAYS * 24 * 60 * 60_000) return 'PAUSE_UNTIL_TOO_FAR';
  return null;
}

const minuteOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * "Until tomorrow" (docs/orders.md#pause): the first opening of the restaurant on a local day after today, from its
 * weekly hours (a closed day is skipped), else 06:00 local tomorrow. Holidays are not looked at: the operator resumes.
 */
export function nextOpeningAfterToday(week: readonly ScheduleDay[], now: Date, timeZone: string): Date {
  const today = localDateOf(now, timeZone);
  for (let ahead = 1; ahead < MAX_PAUSE_DAYS; ahead += 1) {
    const date = shiftLocalDate(today, -ahead);
    const dayOfWeek = weekdayOf(date) === 0 ? 7 : weekdayOf(date);
    const starts = (week.find((day) => day.dayOfWeek === dayOfWeek)?.timePeriods ?? []).map((period) =>
      minuteOf(period.startTime),
    );
    if (starts.length > 0) return zonedInstant(date, Math.min(...starts), timeZone);
  }
  return zonedInstant(shiftLocalDate(today, -1), DEFAULT_OPENING_MINUTE, timeZone);
}
