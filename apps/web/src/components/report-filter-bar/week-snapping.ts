import { snapToWeeks, type DateRange } from '@comptoir/domain';

/** The picked pair as a range, or null while only one date is picked (nothing applies until both are). */
export function completeRange(value: readonly [string | null, string | null], snapWeeks = false): DateRange | null {
  const [fromDate, toDate] = value;
  if (!fromDate || !toDate) return null;
  const range = fromDate <= toDate ? { fromDate, toDate } : { fromDate: toDate, toDate: fromDate };
  return snapWeeks ? snapToWeeks(range) : range;
}
