import { TABLET_SILENT_AFTER_MINUTES } from './constants';
import { isOpenAt, type OpeningPeriod } from './printer-problems';

const MINUTE_MS = 60_000;

type Instant = Date | string | null | undefined;

function timeOf(instant: Instant | number): number | null {
  if (instant === null || instant === undefined) return null;
  const time = new Date(instant).getTime();
  return Number.isNaN(time) ? null : time;
}

/** Whole minutes since a check-in (0 for one in the future: a tablet's clock is not ours). */
export function minutesSince(lastCheckIn: Date | string, now: Date | number): number {
  const time = timeOf(lastCheckIn) ?? new Date(now).getTime();
  return Math.max(0, Math.floor((new Date(now).getTime() - time) / MINUTE_MS));
}

/**
 * Whether a tablet — or a company, by its newest check-in — has been silent for more than
 * TABLET_SILENT_AFTER_MINUTES. One that never checked in is not silent: there is no tablet to miss yet.
 */
export function isTabletSilent(lastCheckIn: Instant | number, now: Date | number): boolean {
  const time = timeOf(lastCheckIn);
  if (time === null) return false;
  return new Date(now).getTime() - time > TABLET_SILENT_AFTER_MINUTES * MINUTE_MS;
}

export type TabletSilenceCheck = {
  /** The company's newest check-in, from any of its tablets (its lastPing). */
  lastCheckIn: Instant;
  /** The restaurant's weekly opening hours, local time; empty when it has none. */
  openingHours: readonly OpeningPeriod[];
  timeZone: string;
  now: Date;
};

/**
 * The restaurant problem "no tablet has checked in for N minutes" (docs/accounts.md#tablets): raised on a restaurant
 * that is open now by its weekly hours while its company's newest check-in is older than the threshold. A restaurant
 * without hours is never "open" (nobody knows when it should be), and a company that never checked in has no tablet
 * to miss: neither raises it. Returns the instant the silence started, or null.
 */
export function tabletSilenceOf(check: TabletSilenceCheck): Date | null {
  const time = timeOf(check.lastCheckIn);
  if (time === null || !isTabletSilent(time, check.now)) return null;
  return isOpenAt(check.openingHours, check.now, check.timeZone) ? new Date(time) : null;
}
