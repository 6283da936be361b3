/** '1 January 2025' in the interface language, from a 'YYYY-MM-DD' calendar day. */
export function formatLongDate(isoDate: string, locale: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  // English reads day-first here, as SPEC §2 shows it ('1 January 2025').
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
