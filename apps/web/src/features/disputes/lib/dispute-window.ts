import { addDays, DISPUTE_WINDOW_DAYS, type DateRange } from '@comptoir/domain';

export type DisputeWindow = DateRange;

function localToday(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * docs/disputes.md#bell: the bell's period, DISPUTE_WINDOW_DAYS days back to today (the default period of the lists
 * too).
 */
export function disputeWindow(now: Date, timeZone: string): DisputeWindow {
  const today = localToday(now, timeZone);
  return { fromDate: addDays(today, -DISPUTE_WINDOW_DAYS), toDate: today };
}

// The time zone where the calendar day is furthest ahead (UTC+14): no restaurant's day is later than its date.
const FURTHEST_AHEAD = 'Pacific/Kiritimati';

/**
 * docs/disputes.md#bell: the bell's period ends on the latest day any restaurant may be in, not the device's: a tablet
 * whose clock is set behind its restaurants (UTC while Paris is past midnight) would otherwise miss the orders of their
 * new day. No order is in the future, so a later end adds nothing else.
 */
export function disputeBellWindow(now: Date, timeZone: string): DisputeWindow {
  return { ...disputeWindow(now, timeZone), toDate: localToday(now, FURTHEST_AHEAD) };
}
