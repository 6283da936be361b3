import { formatInstant } from '@comptoir/domain';

/**
 * An ISO instant as 'DD-MM-YYYY HH:mm' (docs/dates.md), in `timeZone` (the restaurant's) when one applies, else the
 * reader's; null when there is none to show. Other formats come from formatInstant / formatCalendarDay.
 */
export function formatDateTime(iso: string | null | undefined, locale: string, timeZone?: string): string | null {
  if (!iso) return null;
  return formatInstant(iso, 'dateTime', locale, timeZone) || null;
}

/** True when an ISO instant lies in the future (pause and busy "until" fields). */
export function isFuture(iso: string | null | undefined, now: number = Date.now()): boolean {
  if (!iso) return false;
  const time = new Date(iso).getTime();
  return !Number.isNaN(time) && time > now;
}

const TIME_AGO_UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/**
 * "2 min ago", "3 days ago", "now" in the reader's language; null when it never happened (a printer's poll, a tablet's
 * check-in).
 */
export function formatTimeAgo(iso: string | null, lang: string, now: Date = new Date()): string | null {
  if (!iso) return null;
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(iso).getTime()) / 1000));
  const format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto', style: 'short' });
  for (const [unit, size] of TIME_AGO_UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(-seconds, 'second');
}
