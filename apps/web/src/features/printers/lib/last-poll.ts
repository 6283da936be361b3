const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "2 min ago", "3 days ago", "now" in the reader's language; null when the printer never polled. */
export function formatLastPoll(lastPing: string | null, lang: string, now: Date = new Date()): string | null {
  if (!lastPing) return null;
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(lastPing).getTime()) / 1000));
  const format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto', style: 'short' });
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(-seconds, 'second');
}
