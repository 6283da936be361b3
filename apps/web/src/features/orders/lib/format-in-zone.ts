/** An instant as a date and time in the restaurant's time zone (SPEC: times in the operator's terms). */
export function formatInZone(iso: string | null | undefined, locale: string, timeZone: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
  } catch {
    // An unknown zone name from the API falls back to the tablet's own zone rather than hide the time.
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  }
}
