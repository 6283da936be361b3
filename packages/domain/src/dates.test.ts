import { describe, expect, it } from 'vitest';
import { addDays, currentWeekRange, isIsoDate } from './dates';

describe('isIsoDate', () => {
  it.each<[string, boolean]>([
    ['2026-03-10', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-3-10', false],
    ['2026-03-10T00:00:00Z', false],
    ['', false],
  ])('%j → %s', (value, valid) => {
    expect(isIsoDate(value)).toBe(valid);
  });
});

describe('currentWeekRange', () => {
  it.each<[string, string, string, string]>([
    ['a Tuesday in Paris', '2026-03-10T12:00:00Z', 'Europe/Paris', '2026-03-09'],
    ['a Monday morning', '2026-03-09T00:30:00Z', 'Europe/Paris', '2026-03-09'],
    ['a Sunday evening', '2026-03-15T21:00:00Z', 'Europe/Paris', '2026-03-09'],
    ['Sunday night UTC is already Monday in Paris', '2026-03-15T23:30:00Z', 'Europe/Paris', '2026-03-16'],
    ['Monday early UTC is still Sunday in Montreal', '2026-03-16T02:00:00Z', 'America/Montreal', '2026-03-09'],
    ['across a month end', '2026-04-01T10:00:00Z', 'Europe/Warsaw', '2026-03-30'],
  ])('%s', (_name, now, timeZone, monday) => {
    expect(currentWeekRange(new Date(now), timeZone)).toEqual({ fromDate: monday, toDate: addDays(monday, 6) });
  });

  it('spans Monday to Sunday', () => {
    expect(currentWeekRange(new Date('2026-03-10T12:00:00Z'), 'UTC')).toEqual({
      fromDate: '2026-03-09',
      toDate: '2026-03-15',
    });
  });
});
