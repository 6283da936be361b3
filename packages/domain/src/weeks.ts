import { addDays, type DateRange } from './dates';

function weekday(isoDate: string): number {
  // 0 = Monday … 6 = Sunday (ISO weeks).
  return (new Date(`${isoDate}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/**
 * Widens a range to whole ISO weeks, Monday to Sunday (docs/api.md#date-ranges: marketing reports snap to a whole
 * week). The web snaps the picked dates and the API snaps what it is sent, so both always agree on the period.
 */
export function snapToWeeks(range: DateRange): DateRange {
  return {
    fromDate: addDays(range.fromDate, -weekday(range.fromDate)),
    toDate: addDays(range.toDate, 6 - weekday(range.toDate)),
  };
}
