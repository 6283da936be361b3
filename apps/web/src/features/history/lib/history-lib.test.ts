import { describe, expect, it } from 'vitest';
import { formatHistoryDate } from './history-date';
import { readHistoryFilters, writeHistoryFilters, type HistoryFilters } from './history-filters';

const WEEK = { fromDate: '2026-03-09', toDate: '2026-03-15' };

describe('history filters in the URL', () => {
  it('round-trips every filter', () => {
    const filters: HistoryFilters = { fromDate: '2026-01-01', toDate: '2026-01-31', platforms: ['PLATFORM_UBER_EAT', 'PLATFORM_GLOVO'], restaurants: ['r-1', 'r-2'], company: 7 };
    expect(readHistoryFilters(writeHistoryFilters(filters), WEEK)).toEqual(filters);
  });

  it('falls back to the default week and drops unknown values', () => {
    const params = new URLSearchParams('from=2026-02-30&to=2026-03-01&platforms=PLATFORM_NOPE,PLATFORM_DELIVEROO&company=abc');
    expect(readHistoryFilters(params, WEEK)).toEqual({ ...WEEK, platforms: ['PLATFORM_DELIVEROO'], restaurants: [], company: null });
  });

  it('refuses a reversed range', () => {
    expect(readHistoryFilters(new URLSearchParams('from=2026-03-02&to=2026-03-01'), WEEK)).toMatchObject(WEEK);
  });
});

describe('formatHistoryDate', () => {
  it('writes DD-MM-YYYY HH:mm in the restaurant time zone', () => {
    expect(formatHistoryDate('2026-03-10T23:30:00Z', 'Europe/Paris')).toBe('11-03-2026 00:30');
    expect(formatHistoryDate('2026-07-01T08:05:00Z', 'Europe/Warsaw')).toBe('01-07-2026 10:05');
  });
});
