import { describe, expect, it } from 'vitest';
import {
  clockMinutes,
  describeScheduleIssue,
  findScheduleIssues,
  MAX_PERIODS_PER_DAY,
  menuServiceWeek,
  normalizeWeek,
  type ScheduleDay,
  type ScheduleIssue,
} from './schedule';

const period = (startTime: string, endTime: string) => ({ startTime, endTime });
const day = (dayOfWeek: number, ...timePeriods: ReturnType<typeof period>[]): ScheduleDay => ({
  dayOfWeek,
  timePeriods,
});

describe('clockMinutes', () => {
  it.each<[string, boolean, number | null]>([
    ['00:00', false, 0],
    ['11:30', false, 690],
    ['23:59', false, 1439],
    ['24:00', false, null],
    ['24:00', true, 1440],
    ['24:01', true, null],
    ['9:30', false, null],
    ['12:60', false, null],
    ['noon', false, null],
    ['', false, null],
  ])('%j (end of day allowed: %s) → %s', (value, allowEndOfDay, minutes) => {
    expect(clockMinutes(value, allowEndOfDay)).toBe(minutes);
  });
});

describe('findScheduleIssues', () => {
  it.each<[string, ScheduleDay[], ScheduleIssue[]]>([
    [
      'a usual week',
      [day(1, period('11:30', '14:30'), period('18:30', '22:30')), day(7, period('18:30', '22:30'))],
      [],
    ],
    ['periods that touch', [day(2, period('11:00', '15:00'), period('15:00', '23:00'))], []],
    ['a period to midnight', [day(5, period('18:30', '24:00')), day(6, period('00:00', '01:00'))], []],
    ['a closed day', [day(3)], []],
    ['day 0', [day(0, period('10:00', '11:00'))], [{ code: 'invalid_day', dayOfWeek: 0 }]],
    ['day 8', [day(8)], [{ code: 'invalid_day', dayOfWeek: 8 }]],
    ['a day twice', [day(1), day(1)], [{ code: 'repeated_day', dayOfWeek: 1 }]],
    ['a bad time', [day(4, period('9h', '12:00'))], [{ code: 'invalid_time', dayOfWeek: 4, time: '9h' }]],
    ['a start at 24:00', [day(4, period('24:00', '24:00'))], [{ code: 'invalid_time', dayOfWeek: 4, time: '24:00' }]],
    [
      'an empty period',
      [day(4, period('12:00', '12:00'))],
      [{ code: 'start_not_before_end', dayOfWeek: 4, period: period('12:00', '12:00') }],
    ],
    [
      'past midnight',
      [day(5, period('18:30', '01:00'))],
      [{ code: 'start_not_before_end', dayOfWeek: 5, period: period('18:30', '01:00') }],
    ],
    [
      'overlapping periods, given in any order',
      [day(7, period('18:30', '22:30'), period('11:30', '19:00'))],
      [{ code: 'periods_overlap', dayOfWeek: 7, periods: [period('11:30', '19:00'), period('18:30', '22:30')] }],
    ],
    [
      'a period inside a long one, then one after it',
      [day(1, period('10:00', '22:00'), period('12:00', '13:00'), period('21:00', '23:00'))],
      [
        { code: 'periods_overlap', dayOfWeek: 1, periods: [period('10:00', '22:00'), period('12:00', '13:00')] },
        { code: 'periods_overlap', dayOfWeek: 1, periods: [period('10:00', '22:00'), period('21:00', '23:00')] },
      ],
    ],
    [
      'too many periods',
      [
        day(
          2,
          ...Array.from({ length: MAX_PERIODS_PER_DAY + 1 }, (_, index) => period(`0${index}:00`, `0${index}:30`)),
        ),
      ],
      [{ code: 'too_many_periods', dayOfWeek: 2, max: MAX_PERIODS_PER_DAY }],
    ],
  ])('%s', (_name, week, issues) => {
    expect(findScheduleIssues(week)).toEqual(issues);
  });
});

describe('describeScheduleIssue', () => {
  it('names the day and the periods that overlap', () => {
    const [issue] = findScheduleIssues([day(7, period('11:30', '14:30'), period('14:00', '15:00'))]);
    if (!issue) throw new Error('no issue found');
    expect(describeScheduleIssue(issue)).toBe('Sunday: 11:30–14:30 and 14:00–15:00 overlap');
  });

  it.each<[ScheduleIssue, string]>([
    [{ code: 'invalid_day', dayOfWeek: 9 }, 'Day 9 does not exist: days go from 1 (Monday) to 7 (Sunday)'],
    [{ code: 'repeated_day', dayOfWeek: 2 }, 'Tuesday is listed twice'],
    [{ code: 'invalid_time', dayOfWeek: 3, time: '25:00' }, 'Wednesday: "25:00" is not a time (HH:MM, 00:00 to 24:00)'],
    [{ code: 'too_many_periods', dayOfWeek: 4, max: 4 }, 'Thursday: at most 4 periods a day'],
  ])('%j', (issue, message) => {
    expect(describeScheduleIssue(issue)).toBe(message);
  });
});

describe('normalizeWeek', () => {
  it('orders days and periods and leaves closed days out', () => {
    expect(
      normalizeWeek([
        day(7, period('18:00', '22:00'), period('11:00', '14:00')),
        day(3),
        day(1, period('12:00', '13:00')),
      ]),
    ).toEqual([day(1, period('12:00', '13:00')), day(7, period('11:00', '14:00'), period('18:00', '22:00'))]);
  });
});

describe('menuServiceWeek', () => {
  const opening = [day(1, period('11:30', '14:30'), period('18:30', '22:30')), day(7, period('18:30', '24:00'))];

  it('sells a menu without hours of its own whenever the restaurant is open', () => {
    expect(menuServiceWeek([], opening)).toEqual(opening);
  });

  it('narrows the opening hours to the menu’s own, day by day, and leaves out the days it is not sold', () => {
    const lunchMenu = [day(1, period('11:00', '15:00')), day(7, period('12:00', '15:00'))];
    expect(menuServiceWeek(lunchMenu, opening)).toEqual([day(1, period('11:30', '14:30'))]);
  });

  it('never sells a menu outside the opening hours, even when its own hours are wider', () => {
    expect(menuServiceWeek([day(7, period('00:00', '24:00'))], opening)).toEqual([day(7, period('18:30', '24:00'))]);
  });

  it('keeps the menu’s own hours for a restaurant whose opening hours were never entered', () => {
    expect(menuServiceWeek([day(1, period('11:00', '15:00'))], [])).toEqual([day(1, period('11:00', '15:00'))]);
  });
});
