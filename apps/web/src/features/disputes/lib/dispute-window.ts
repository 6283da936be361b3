import { addDays, DISPUTE_WINDOW_DAYS, type DateRange } from '@comptoir/domain';

export type DisputeWindow = DateRange;

function localToday(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** SPEC §7/§9: the bell's period, DISPUTE_WINDOW_DAYS days back to today (the default period of the lists too). */
export function disputeWindow(now: Date, timeZone: string): DisputeWindow {
  const today = localToday(now, timeZone);
  return { fromDate: addDays(today, -DISPUTE_WINDOW_DAYS), toDate: today };
}
