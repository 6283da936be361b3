import { describe, expect, it } from 'vitest';
import {
  describeHolidayIssue,
  findHolidayIssues,
  holidayLength,
  isoDateOf,
  MAX_HOLIDAY_DAYS,
  type HolidayIssue,
} from './schedule-holiday';

const TODAY = '2026-03-12';

describe('findHolidayIssues', () => {
  it.each<[string, string, string, HolidayIssue[]]>([
    ['one day', '2026-12-25', '2026-12-25', []],
    ['today only', TODAY, TODAY, []],
    ['begun, not ended', '2026-03-01', '2026-03-20', []],
    ['a full year', '2026-04-01', '2027-04-01', []],
    ['a bad start', '2026-02-30', '2026-03-20', [{ code: 'invalid_date', field: 'fromDate', value: '2026-02-30' }]],
    ['a bad end', '2026-03-20', '20-03-2026', [{ code: 'invalid_date', field: 'toDate', value: '20-03-2026' }]],
    ['reversed', '2026-03-20', '2026-03-19', [{ code: 'from_after_to', fromDate: '2026-03-20', toDate: '2026-03-19' }]],
    ['in the past', '2026-03-01', '2026-03-11', [{ code: 'in_the_past', toDate: '2026-03-11', today: TODAY }]],
    ['too long', '2026-04-01', '2027-04-02', [{ code: 'too_long', days: MAX_HOLIDAY_DAYS + 1, max: MAX_HOLIDAY_DAYS }]],
  ])('%s', (_name, fromDate, toDate, issues) => {
    expect(findHolidayIssues(fromDate, toDate, TODAY)).toEqual(issues);
  });
});

describe('holidayLength and isoDateOf', () => {
  it('counts both ends and pads dates', () => {
    expect(holidayLength('2026-12-24', '2026-12-26')).toBe(3);
    expect(holidayLength('2026-13-01', '2026-12-26')).toBeNull();
    expect(isoDateOf({ year: 2026, month: 3, day: 5 })).toBe('2026-03-05');
  });
});

describe('describeHolidayIssue', () => {
  it.each<[HolidayIssue, string]>([
    [{ code: 'invalid_date', field: 'fromDate', value: 'tomorrow' }, 'fromDate "tomorrow" is not a date (YYYY-MM-DD)'],
    [
      { code: 'from_after_to', fromDate: '2026-03-20', toDate: '2026-03-19' },
      'The closure ends (2026-03-19) before it starts (2026-03-20)',
    ],
    [
      { code: 'in_the_past', toDate: '2026-03-11', today: TODAY },
      'The closure ended on 2026-03-11, before today (2026-03-12)',
    ],
    [{ code: 'too_long', days: 400, max: 366 }, 'The closure lasts 400 days: at most 366'],
  ])('%j', (issue, message) => {
    expect(describeHolidayIssue(issue)).toBe(message);
  });
});
