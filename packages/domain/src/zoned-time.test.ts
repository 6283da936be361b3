import { describe, expect, it } from 'vitest';
import { localDateOf, shiftLocalDate, weekdayOf, zonedInstant } from './zoned-time';

describe('zoned time', () => {
  it('places a Paris lunch at the right UTC instant in winter and in summer', () => {
    expect(zonedInstant({ year: 2026, month: 1, day: 15 }, 12 * 60 + 30, 'Europe/Paris').toISOString()).toBe(
      '2026-01-15T11:30:00.000Z',
    );
    expect(zonedInstant({ year: 2026, month: 7, day: 15 }, 12 * 60 + 30, 'Europe/Paris').toISOString()).toBe(
      '2026-07-15T10:30:00.000Z',
    );
  });

  it('handles the day clocks go forward', () => {
    // 29 March 2026: 02:00 becomes 03:00 in Paris; dinner at 20:00 is 18:00 UTC.
    expect(zonedInstant({ year: 2026, month: 3, day: 29 }, 20 * 60, 'Europe/Paris').toISOString()).toBe(
      '2026-03-29T18:00:00.000Z',
    );
  });

  it('reads the local date, which differs from the UTC one just before midnight', () => {
    expect(localDateOf(new Date('2026-06-30T22:30:00Z'), 'Europe/Paris')).toEqual({ year: 2026, month: 7, day: 1 });
  });

  it('steps back across month ends and names weekdays', () => {
    expect(shiftLocalDate({ year: 2026, month: 3, day: 1 }, 1)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(weekdayOf({ year: 2026, month: 3, day: 14 })).toBe(6);
  });
});
