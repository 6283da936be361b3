/** An ISO instant as a local date and time in the interface language ("12 Mar 2026, 14:05"). */
export function formatDateTime(iso: string | null | undefined, locale: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** True when an ISO instant lies in the future (pause and busy "until" fields). */
export function isFuture(iso: string | null | undefined, now: number = Date.now()): boolean {
  if (!iso) return false;
  const time = new Date(iso).getTime();
  return !Number.isNaN(time) && time > now;
}
