import { useEffect, useState } from 'react';

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "4 min ago" in the interface language; under a minute reads "now". */
export function formatTimeAgo(iso: string, now: number, locale: string): string {
  const seconds = Math.round((now - new Date(iso).getTime()) / 1_000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(-Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

const TICK_MS = 30_000;

/** The current time, refreshed often enough for minute-level relative times to stay live. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
