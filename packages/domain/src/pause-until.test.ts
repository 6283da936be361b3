import { describe, expect, it } from 'vitest';
import { nextOpeningAfterToday, pauseUntilIssue } from './pause-until';

const PARIS = 'Europe/Paris';
// Wednesday 25 November 2026, 14:00 in Paris.
const now = new Date('2026-11-25T13:00:00.000Z');

describe('nextOpeningAfterToday', () => {
  it("is tomorrow's first opening, not this evening's", () => {
    const week = [
      { dayOfWeek: 3, timePeriods: [{ startTime: '18:00', endTime: '22:00' }] },
      {
        dayOfWeek: 4,
        timePeriods: [
          { startTime: '18:30', endTime: '23:00' },
          { startTime: '11:30', endTime: '14:00' },
        ],
      },
    ];
    expect(nextOpeningAfterToday(week, now, PARIS).toISOString()).toBe('2026-11-26T10:30:00.000Z');
  });

  it('skips closed days', () => {
    const week = [{ dayOfWeek: 6, timePeriods: [{ startTime: '10:00', endTime: '15:00' }] }];
    expect(nextOpeningAfterToday(week, now, PARIS).toISOString()).toBe('2026-11-28T09:00:00.000Z');
  });

  it('is 06:00 local tomorrow without opening hours', () => {
    expect(nextOpeningAfterToday([], now, PARIS).toISOString()).toBe('2026-11-26T05:00:00.000Z');
    expect(nextOpeningAfterToday([], now, 'America/New_York').toISOString()).toBe('2026-11-26T11:00:00.000Z');
  });
});

describe('pauseUntilIssue', () => {
  it('refuses the past and more than 7 days', () => {
    expect(pauseUntilIssue(new Date(now.getTime() - 1), now)).toBe('PAUSE_UNTIL_PAST');
    expect(pauseUntilIssue(now, now)).toBe('PAUSE_UNTIL_PAST');
    expect(pauseUntilIssue(new Date(now.getTime() + 7 * 86_400_000 + 60_000), now)).toBe('PAUSE_UNTIL_TOO_FAR');
    expect(pauseUntilIssue(new Date(now.getTime() + 15 * 60_000), now)).toBeNull();
  });
});
