// /holiday (docs/screens.md#schedule-and-holiday): a closure over whole local days, `fromDate` to `toDate` inclusive
// (`YYYY-MM-DD`), checked alike on the server and in the web form.

import { isIsoDate } from './dates';
import type { LocalDate } from './zoned-time';

/** A year and a day: a closure longer than that is a slip of the year field, not a holiday. */
export const MAX_HOLIDAY_DAYS = 366;

export type HolidayIssue =
  | { code: 'invalid_date'; field: 'fromDate' | 'toDate'; value: string }
  | { code: 'from_after_to'; fromDate: string; toDate: string }
  | { code: 'in_the_past'; toDate: string; today: string }
  | { code: 'too_long'; days: number; max: number };

// Days since 1970-01-01 of a real `YYYY-MM-DD`, null otherwise.
function dayNumber(value: string): number | null {
  return isIsoDate(value) ? Date.parse(`${value}T00:00:00Z`) / 86_400_000 : null;
}

/** `YYYY-MM-DD` of a local date. */
export function isoDateOf(date: LocalDate): string {
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** How many days a closure covers, both ends included; null when a date is not real. */
export function holidayLength(fromDate: string, toDate: string): number | null {
  const from = dayNumber(fromDate);
  const to = dayNumber(toDate);
  return from === null || to === null ? null : to - from + 1;
}

/** What is wrong with a closure, given the restaurant's today (`YYYY-MM-DD`); empty when it can be added. */
export function findHolidayIssues(fromDate: string, toDate: string, today: string): HolidayIssue[] {
  const issues: HolidayIssue[] = [];
  if (!isIsoDate(fromDate)) issues.push({ code: 'invalid_date', field: 'fromDate', value: fromDate });
  if (!isIsoDate(toDate)) issues.push({ code: 'invalid_date', field: 'toDate', value: toDate });
  const days = holidayLength(fromDate, toDate);
  if (days === null) return issues;
  if (days < 1) return [{ code: 'from_after_to', fromDate, toDate }];
  // ISO dates compare as strings. A closure that has begun but not ended is still worth telling the platform.
  if (toDate < today) issues.push({ code: 'in_the_past', toDate, today });
  if (days > MAX_HOLIDAY_DAYS) issues.push({ code: 'too_long', days, max: MAX_HOLIDAY_DAYS });
  return issues;
}

export function describeHolidayIssue(issue: HolidayIssue): string {
  switch (issue.code) {
    case 'invalid_date':
      return `${issue.field} "${issue.value}" is not a date (YYYY-MM-DD)`;
    case 'from_after_to':
      return `The closure ends (${issue.toDate}) before it starts (${issue.fromDate})`;
    case 'in_the_past':
      return `The closure ended on ${issue.toDate}, before today (${issue.today})`;
    case 'too_long':
      return `The closure lasts ${issue.days} days: at most ${issue.max}`;
  }
}
