/** Start and last day of an offer or campaign in its restaurant's time zone; endAt is the instant it ended. */
export function formatRunPeriod(
  startAt: string,
  endAt: string | null,
  timeZone: string,
  locale: string,
): { from: string; to: string | null } {
  // English reads day-first here, as the filter bar's '1 January 2025' does.
  const language = locale === 'en' ? 'en-GB' : locale;
  const format = (instant: number) => {
    const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
    try {
      return new Intl.DateTimeFormat(language, { ...options, timeZone }).format(instant);
    } catch {
      // An unknown zone name from the API falls back to the browser's zone rather than hide the date.
      return new Intl.DateTimeFormat(language, options).format(instant);
    }
  };
  // An end at midnight is the end of the day before: show that last day.
  return { from: format(Date.parse(startAt)), to: endAt ? format(Date.parse(endAt) - 1) : null };
}

/** Return on ad spend with two decimals in the interface language ('4.90' / '4,90'). */
export function formatRoas(roas: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(roas);
}

/** A 'YYYY-MM-DD' calendar day as 'Mon 10 Mar' in the interface language. */
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
