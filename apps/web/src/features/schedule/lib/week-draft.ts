import {
  DAYS_OF_WEEK,
  findScheduleIssues,
  normalizeWeek,
  type ScheduleDay,
  type ScheduleIssue,
  type TimePeriod,
} from '@comptoir/domain';

// The week being edited on /schedule: every day listed (an empty one is closed), each period with a key for React.

export type DraftPeriod = TimePeriod & { key: string };
export type WeekDraft = Record<number, DraftPeriod[]>;

let nextKey = 0;
const keyed = (period: TimePeriod): DraftPeriod => ({ ...period, key: `p${(nextKey += 1)}` });

const DEFAULT_PERIOD: TimePeriod = { startTime: '11:30', endTime: '14:30' };

export function draftOf(days: readonly ScheduleDay[]): WeekDraft {
  return Object.fromEntries(
    DAYS_OF_WEEK.map((day) => [day, (days.find((d) => d.dayOfWeek === day)?.timePeriods ?? []).map(keyed)]),
  );
}

export function periodsOf(draft: WeekDraft, day: number): DraftPeriod[] {
  return draft[day] ?? [];
}

/** The week as the `schedule` call takes it: every day, closed ones with no period. */
export function weekOf(draft: WeekDraft): ScheduleDay[] {
  return DAYS_OF_WEEK.map((dayOfWeek) => ({
    dayOfWeek,
    timePeriods: periodsOf(draft, dayOfWeek).map(({ startTime, endTime }) => ({ startTime, endTime })),
  }));
}

/** '9:30' → '09:30', so a quickly typed hour is read as meant; anything else is left for the rules to name. */
export function tidyTime(value: string): string {
  const trimmed = value.trim().replace('h', ':');
  const match = /^(\d):(\d\d)$/.exec(trimmed);
  return match ? `0${match[1]}:${match[2]}` : trimmed;
}

export function addPeriod(draft: WeekDraft, day: number): WeekDraft {
  const periods = periodsOf(draft, day);
  const last = periods[periods.length - 1];
  // A new period starts where the last one ends, so that it never overlaps by default.
  const period = last
    ? { startTime: last.endTime, endTime: last.endTime === '24:00' ? '24:00' : '23:00' }
    : DEFAULT_PERIOD;
  return { ...draft, [day]: [...periods, keyed(period)] };
}

export function removePeriod(draft: WeekDraft, day: number, key: string): WeekDraft {
  return { ...draft, [day]: periodsOf(draft, day).filter((period) => period.key !== key) };
}

export function updatePeriod(draft: WeekDraft, day: number, key: string, change: Partial<TimePeriod>): WeekDraft {
  return {
    ...draft,
    [day]: periodsOf(draft, day).map((period) => (period.key === key ? { ...period, ...change } : period)),
  };
}

/** "Copy to other days": the day's periods replace those of each target day. */
export function copyDay(draft: WeekDraft, from: number, to: readonly number[]): WeekDraft {
  const copied: WeekDraft = { ...draft };
  for (const day of to)
    if (day !== from)
      copied[day] = periodsOf(draft, from).map(({ startTime, endTime }) => keyed({ startTime, endTime }));
  return copied;
}

export function issuesByDay(draft: WeekDraft): Map<number, ScheduleIssue[]> {
  const byDay = new Map<number, ScheduleIssue[]>();
  for (const issue of findScheduleIssues(weekOf(draft)))
    byDay.set(issue.dayOfWeek, [...(byDay.get(issue.dayOfWeek) ?? []), issue]);
  return byDay;
}

/** Whether the draft says the same as the saved week (order of periods aside). */
export function sameWeek(draft: WeekDraft, saved: readonly ScheduleDay[]): boolean {
  return JSON.stringify(normalizeWeek(weekOf(draft))) === JSON.stringify(normalizeWeek([...saved]));
}
