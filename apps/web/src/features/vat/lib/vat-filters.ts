import { addDays, type DateRange } from '@comptoir/domain';

function monthOf(now: Date, timeZone: string): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value);
  return { year: part('year'), month: part('month') };
}

/**
 * The last whole calendar month before `now` in `timeZone`: the period of a French monthly VAT return, so the one an
 * accountant opens this report for (the current month is still moving).
 */
export function lastFullMonth(now: Date, timeZone: string): DateRange {
  const { year, month } = monthOf(now, timeZone);
  const firstOfThisMonth = `${year}-${String(month).padStart(2, '0')}-01`;
  const toDate = addDays(firstOfThisMonth, -1);
  return { fromDate: `${toDate.slice(0, 7)}-01`, toDate };
}
