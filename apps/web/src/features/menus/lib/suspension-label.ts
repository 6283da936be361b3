import { INDEFINITE_SUSPENSION_UNTIL } from '@comptoir/domain';

/** True for an 'All Time' suspension, which ends only when the item is made available again. */
export function isIndefinite(suspendUntil: string): boolean {
  return new Date(suspendUntil).getTime() >= INDEFINITE_SUSPENSION_UNTIL.getTime();
}

/** When a suspension ends, in the restaurant's time zone and the interface language ("24 Nov 2026, 00:00"). */
export function formatSuspensionEnd(suspendUntil: string, timeZone: string, locale: string): string {
  const date = new Date(suspendUntil);
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(date);
  } catch {
    // An unknown zone name falls back to the browser's zone rather than hide the time.
    return new Intl.DateTimeFormat(locale, options).format(date);
  }
}
