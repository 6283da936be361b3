const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "2 min ago", "3 days ago", "now" in the reader's language; null when the tablet never checked in. */
export function formatLastCheckIn(lastSeenAt: string | null, lang: string, now: Date = new Date()): string | null {
  if (!lastSeenAt) return null;
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(lastSeenAt).getTime()) / 1000));
  const format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto', style: 'short' });
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(-seconds, 'second');
}

/** Minutes and seconds left until `expiresAt` ("14:07"), or null once it has passed. */
export function formatTimeLeft(expiresAt: string, now: number = Date.now()): string | null {
  const seconds = Math.floor((Date.parse(expiresAt) - now) / 1000);
  if (seconds <= 0) return null;
  return `${Math.floor(seconds / 60)}:${(seconds % 60).toString().padStart(2, '0')}`;
}
