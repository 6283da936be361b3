// Wall-clock times in a restaurant's time zone, without a date library: Intl gives the zone's offset.

export type LocalDate = { year: number; month: number; day: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClockParts(instant: Date, timeZone: string): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

function offsetMs(instant: Date, timeZone: string): number {
  const p = wallClockParts(instant, timeZone);
  const asUtc = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

export function localDateOf(instant: Date, timeZone: string): LocalDate {
  const p = wallClockParts(instant, timeZone);
  return { year: p.year ?? 0, month: p.month ?? 1, day: p.day ?? 1 };
}

/** The local date `days` before `date` (calendar arithmetic, so DST days count once). */
export function shiftLocalDate(date: LocalDate, days: number): LocalDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day - days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: LocalDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/** The instant at `minuteOfDay` minutes after local midnight of `date` in `timeZone`. */
export function zonedInstant(date: LocalDate, minuteOfDay: number, timeZone: string): Date {
  const guess = Date.UTC(date.year, date.month - 1, date.day) + Math.round(minuteOfDay * 60_000);
  const first = guess - offsetMs(new Date(guess), timeZone);
  // A second pass settles instants on the far side of a DST change.
  return new Date(guess - offsetMs(new Date(first), timeZone));
}
