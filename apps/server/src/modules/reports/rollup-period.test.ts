import { addDays } from '@comptoir/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rollupPeriod } from './rollup-period';

describe('rollupPeriod', () => {
  it.each([
    ['a whole month', '2025-02-01', '2025-02-28', { first: '2025-02-01', last: '2025-02-01' }, []],
    ['a week', '2025-03-10', '2025-03-16', null, [{ from: '2025-03-10', to: '2025-03-16' }]],
    ['one day', '2024-02-29', '2024-02-29', null, [{ from: '2024-02-29', to: '2024-02-29' }]],
    ['a month but its last day', '2025-04-01', '2025-04-29', null, [{ from: '2025-04-01', to: '2025-04-29' }]],
    [
      'a year from mid-December',
      '2025-12-07',
      '2026-12-06',
      { first: '2026-01-01', last: '2026-11-01' },
      [
        { from: '2025-12-07', to: '2025-12-31' },
        { from: '2026-12-01', to: '2026-12-06' },
      ],
    ],
    [
      'a leap February and the days around it',
      '2024-01-31',
      '2024-03-01',
      { first: '2024-02-01', last: '2024-02-01' },
      [
        { from: '2024-01-31', to: '2024-01-31' },
        { from: '2024-03-01', to: '2024-03-01' },
      ],
    ],
  ])('reads %s', (_, fromDate, toDate, months, days) => {
    expect(rollupPeriod(fromDate, toDate)).toEqual({ months, days });
  });

  // Every day of the period is read once, from its month when the whole month is in the period, else as a day.
  it('covers each day of any period exactly once', () => {
    const day = fc.integer({ min: 0, max: 800 }).map((offset) => addDays('2023-12-01', offset));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 400 }), (fromDate, length) => {
        const toDate = addDays(fromDate, length);
        const { months, days } = rollupPeriod(fromDate, toDate);
        const seen: string[] = [];
        for (const range of days) for (let d = range.from; d <= range.to; d = addDays(d, 1)) seen.push(d);
        if (months)
          for (let d = months.first; d.slice(0, 7) <= months.last.slice(0, 7); d = addDays(d, 1)) seen.push(d);
        const expected: string[] = [];
        for (let d = fromDate; d <= toDate; d = addDays(d, 1)) expected.push(d);
        expect(seen.sort()).toEqual(expected);
        if (months) {
          expect(months.first.endsWith('-01') && months.last.endsWith('-01')).toBe(true);
          expect(months.first >= fromDate).toBe(true);
        }
      }),
    );
  });
});
