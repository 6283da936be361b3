import { describe, expect, it } from 'vitest';
import { snapToWeeks } from './weeks';

describe('snapToWeeks', () => {
  it.each<[string, string, string, string, string]>([
    ['a Wednesday to a Tuesday', '2026-03-04', '2026-03-17', '2026-03-02', '2026-03-22'],
    ['a whole week stays as it is', '2026-03-02', '2026-03-08', '2026-03-02', '2026-03-08'],
    ['one Sunday', '2026-03-08', '2026-03-08', '2026-03-02', '2026-03-08'],
    ['one Monday', '2026-03-09', '2026-03-09', '2026-03-09', '2026-03-15'],
    ['across a year end', '2026-12-31', '2027-01-01', '2026-12-28', '2027-01-03'],
    ['across a leap day', '2024-02-29', '2024-03-01', '2024-02-26', '2024-03-03'],
  ])('%s', (_name, fromDate, toDate, monday, sunday) => {
    expect(snapToWeeks({ fromDate, toDate })).toEqual({ fromDate: monday, toDate: sunday });
  });
});
