import { addDays, type DateRange } from '@comptoir/domain';

function weekday(isoDate: string): number {
  // 0 = Monday … 6 = Sunday.
  return (new Date(`${isoDate}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** Widens a range to whole weeks, Monday to Sunday (reports that compare weeks, e.g. marketing). */
export function snapToWeeks(range: DateRange): DateRange {
  return { fromDate: addDays(range.fromDate, -weekday(range.fromDate)), toDate: addDays(range.toDate, 6 - weekday(range.toDate)) };
}

/** The picked pair as a range, or null while only one date is picked (nothing applies until both are). */
export function completeRange(value: readonly [string | null, string | null], snapWeeks = false): DateRange | null {
  const [fromDate, toDate] = value;
  if (!fromDate || !toDate) return null;
  const range = fromDate <= toDate ? { fromDate, toDate } : { fromDate: toDate, toDate: fromDate };
  return snapWeeks ? snapToWeeks(range) : range;
}
