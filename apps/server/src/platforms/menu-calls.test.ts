import { describe, expect, it } from 'vitest';
import { closureDates, dayName, fullWeek, nextDate } from './menu-calls';

describe('menu call helpers', () => {
  it.each([
    [1, 'monday'],
    [7, 'sunday'],
  ])('day %i is %s', (day, name) => {
    expect(dayName(day)).toBe(name);
  });

  it.each([0, 8, 1.5])('refuses day %s', (day) => {
    expect(() => dayName(day)).toThrow(/1 \(Monday\) to 7 \(Sunday\)/);
  });

  it('spells out the whole week, merging repeated days', () => {
    const week = fullWeek([
      { dayOfWeek: 2, timePeriods: [{ startTime: '12:00', endTime: '14:00' }] },
      { dayOfWeek: 2, timePeriods: [{ startTime: '19:00', endTime: '22:00' }] },
    ]);
    expect(week.map((day) => day.timePeriods.length)).toEqual([0, 2, 0, 0, 0, 0, 0]);
  });

  it.each([
    [{ fromDate: '2026-12-31', toDate: '2027-01-02' }, ['2026-12-31', '2027-01-01', '2027-01-02']],
    [{ fromDate: '2028-02-28', toDate: '2028-03-01' }, ['2028-02-28', '2028-02-29', '2028-03-01']],
    [{ fromDate: '2026-03-29', toDate: '2026-03-29' }, ['2026-03-29']],
  ])('lists every date of %j', (closure, dates) => {
    expect(closureDates({ ...closure, timeZone: 'Europe/Paris' })).toEqual(dates);
  });

  it.each(['2026-02-30', '26-01-01', 'tomorrow'])('refuses the date %s', (date) => {
    expect(() => closureDates({ fromDate: date, toDate: '2026-12-31', timeZone: 'Europe/Paris' })).toThrow(
      /YYYY-MM-DD/,
    );
  });

  it('steps into the next month and year', () => {
    expect(nextDate('2026-12-31')).toBe('2027-01-01');
  });
});
