import { formatInstant } from '@comptoir/domain';

/** Start and last day of an offer or campaign in its restaurant's time zone; endAt is the instant it ended. */
export function formatRunPeriod(
  startAt: string,
  endAt: string | null,
  timeZone: string,
  locale: string,
): { from: string; to: string | null } {
  const format = (instant: number) => formatInstant(new Date(instant), 'date', locale, timeZone);
  // An end at midnight is the end of the day before: show that last day.
  return { from: format(Date.parse(startAt)), to: endAt ? format(Date.parse(endAt) - 1) : null };
}

/** Return on ad spend with two decimals in the interface language ('4.90' / '4,90'). */
export function formatRoas(roas: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(roas);
}

/**
 * A 'YYYY-MM-DD' calendar day as 'Mon 10 Mar' in the interface language: the ads chart's axis and its table name the
 * week's days by weekday, which no date format of docs/dates.md does.
 */
export function formatDay(isoDate: string, locale: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(date);
}
