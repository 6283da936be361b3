/** Inclusive range of calendar days, `YYYY-MM-DD`, as the API's `fromDate` / `toDate`. */
export type DateRange = { fromDate: string; toDate: string };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Strict `YYYY-MM-DD` that names a real day (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The calendar day of `now` in `timeZone`, as a UTC midnight Date. */
function dayIn(now: Date, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value);
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day')));
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return toIsoDate(date);
}

/** Monday to Sunday of the week containing `now` in `timeZone` (History's default period). */
export function currentWeekRange(now: Date, timeZone: string): DateRange {
  const today = dayIn(now, timeZone);
  const daysSinceMonday = (today.getUTCDay() + 6) % 7;
  const fromDate = addDays(toIsoDate(today), -daysSinceMonday);
  return { fromDate, toDate: addDays(fromDate, 6) };
}
