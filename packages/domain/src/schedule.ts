// /schedule (docs/screens.md#schedule-and-holiday): a restaurant's week of opening periods, in its local time, shared
// by the server (which refuses a bad week) and the web form (which says what is wrong before sending).
//
// Reading chosen for midnight: a period lies within one day. It may end at 24:00 (the end of that day) but never
// crosses midnight: a restaurant open from 18:30 to 01:00 enters 18:30–24:00 on one day and 00:00–01:00 on the next.

export type TimePeriod = { startTime: string; endTime: string };

/** 1 = Monday … 7 = Sunday. A day with no periods, or left out, is closed. */
export type ScheduleDay = { dayOfWeek: number; timePeriods: TimePeriod[] };

export const DAYS_OF_WEEK = [1, 2, 3, 4, 5, 6, 7] as const;

/** More than a lunch, an afternoon and a dinner service is almost certainly a typing slip; platforms cap it too. */
export const MAX_PERIODS_PER_DAY = 4;

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export type ScheduleIssue =
  | { code: 'invalid_day'; dayOfWeek: number }
  | { code: 'repeated_day'; dayOfWeek: number }
  | { code: 'invalid_time'; dayOfWeek: number; time: string }
  | { code: 'start_not_before_end'; dayOfWeek: number; period: TimePeriod }
  | { code: 'periods_overlap'; dayOfWeek: number; periods: [TimePeriod, TimePeriod] }
  | { code: 'too_many_periods'; dayOfWeek: number; max: number };

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of `HH:MM` (00:00–23:59); `24:00` only where `allowEndOfDay` (a period's end). */
export function clockMinutes(value: string, allowEndOfDay = false): number | null {
  if (allowEndOfDay && value === '24:00') return 24 * 60;
  const match = CLOCK.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export function isDayOfWeek(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= 7;
}

/** The English name of a day (1 = Monday), for server messages; the web names days in the interface language. */
export function dayName(dayOfWeek: number): string {
  return DAY_NAMES[dayOfWeek - 1] ?? `day ${dayOfWeek}`;
}

function dayIssues(day: ScheduleDay): ScheduleIssue[] {
  const { dayOfWeek } = day;
  const issues: ScheduleIssue[] = [];
  if (day.timePeriods.length > MAX_PERIODS_PER_DAY)
    issues.push({ code: 'too_many_periods', dayOfWeek, max: MAX_PERIODS_PER_DAY });
  const valid: { period: TimePeriod; start: number; end: number }[] = [];
  for (const period of day.timePeriods) {
    const start = clockMinutes(period.startTime);
    const end = clockMinutes(period.endTime, true);
    if (start === null) issues.push({ code: 'invalid_time', dayOfWeek, time: period.startTime });
    if (end === null) issues.push({ code: 'invalid_time', dayOfWeek, time: period.endTime });
    if (start === null || end === null) continue;
    if (start >= end) issues.push({ code: 'start_not_before_end', dayOfWeek, period });
    else valid.push({ period, start, end });
  }
  // Sorted by start, each period only needs comparing with the latest end so far; touching (end = start) is fine.
  valid.sort((a, b) => a.start - b.start);
  let previous = valid[0];
  for (const current of valid.slice(1)) {
    if (previous && current.start < previous.end)
      issues.push({ code: 'periods_overlap', dayOfWeek, periods: [previous.period, current.period] });
    if (!previous || current.end > previous.end) previous = current;
  }
  return issues;
}

/** Everything wrong with a week, day by day, in order; empty when it can be saved. */
export function findScheduleIssues(days: readonly ScheduleDay[]): ScheduleIssue[] {
  const seen = new Set<number>();
  const issues: ScheduleIssue[] = [];
  for (const day of days) {
    if (!isDayOfWeek(day.dayOfWeek)) {
      issues.push({ code: 'invalid_day', dayOfWeek: day.dayOfWeek });
      continue;
    }
    if (seen.has(day.dayOfWeek)) issues.push({ code: 'repeated_day', dayOfWeek: day.dayOfWeek });
    seen.add(day.dayOfWeek);
    issues.push(...dayIssues(day));
  }
  return issues;
}

const periodText = (period: TimePeriod) => `${period.startTime}–${period.endTime}`;

/** The issue in plain English (the API's error message). */
export function describeScheduleIssue(issue: ScheduleIssue): string {
  const day = dayName(issue.dayOfWeek);
  switch (issue.code) {
    case 'invalid_day':
      return `Day ${issue.dayOfWeek} does not exist: days go from 1 (Monday) to 7 (Sunday)`;
    case 'repeated_day':
      return `${day} is listed twice`;
    case 'invalid_time':
      return `${day}: "${issue.time}" is not a time (HH:MM, 00:00 to 24:00)`;
    case 'start_not_before_end':
      return `${day}: ${periodText(issue.period)} must start before it ends (a period past midnight goes on the next day from 00:00)`;
    case 'periods_overlap':
      return `${day}: ${periodText(issue.periods[0])} and ${periodText(issue.periods[1])} overlap`;
    case 'too_many_periods':
      return `${day}: at most ${issue.max} periods a day`;
  }
}

/** The week as stored and sent: days in order, periods by start time, closed days left out. */
export function normalizeWeek(days: readonly ScheduleDay[]): ScheduleDay[] {
  return [...days]
    .filter((day) => day.timePeriods.length > 0)
    .sort((a, b) => a.dayOfWeek - b.dayOfWeek)
    .map((day) => ({
      dayOfWeek: day.dayOfWeek,
      timePeriods: [...day.timePeriods]
        .sort((a, b) => (clockMinutes(a.startTime) ?? 0) - (clockMinutes(b.startTime) ?? 0))
        .map((period) => ({ startTime: period.startTime, endTime: period.endTime })),
    }));
}

function clockText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function intersectPeriods(a: readonly TimePeriod[], b: readonly TimePeriod[]): TimePeriod[] {
  const periods: TimePeriod[] = [];
  for (const x of a) {
    for (const y of b) {
      const start = Math.max(clockMinutes(x.startTime) ?? 0, clockMinutes(y.startTime) ?? 0);
      const end = Math.min(clockMinutes(x.endTime, true) ?? 0, clockMinutes(y.endTime, true) ?? 0);
      if (start < end) periods.push({ startTime: clockText(start), endTime: clockText(end) });
    }
  }
  return periods;
}

/**
 * When a menu is sold, as the platforms are told: the restaurant's opening hours (/schedule) are the one source of
 * truth, and a menu's own service availability only narrows them (a lunch menu); a menu without hours of its own is
 * sold whenever the restaurant is open. So a new menu never closes a store, and new opening hours reach every menu.
 */
export function menuServiceWeek(
  menuHours: readonly ScheduleDay[],
  openingHours: readonly ScheduleDay[],
): ScheduleDay[] {
  const opening = normalizeWeek(openingHours);
  const own = normalizeWeek(menuHours);
  // A restaurant whose hours were never entered in Comptoir keeps what its menus say rather than closing all week.
  if (opening.length === 0) return own;
  if (own.length === 0) return opening;
  return normalizeWeek(
    opening.map((day) => ({
      dayOfWeek: day.dayOfWeek,
      timePeriods: intersectPeriods(
        day.timePeriods,
        own.find((menuDay) => menuDay.dayOfWeek === day.dayOfWeek)?.timePeriods ?? [],
      ),
    })),
  );
}
