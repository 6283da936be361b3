import { describe, expect, it } from 'vitest';
import { readDisputeFilters, writeDisputeFilters } from './dispute-filters';
import { disputeBellWindow, disputeWindow } from './dispute-window';

const WINDOW = { fromDate: '2026-02-09', toDate: '2026-03-11' };

describe('dispute filters in the URL', () => {
  it('reads back what it writes', () => {
    const filters = {
      fromDate: '2026-03-01',
      toDate: '2026-03-10',
      platforms: ['PLATFORM_JUST_EAT' as const],
      restaurants: ['r-1', 'r-2'],
      company: null,
      status: 'WON' as const,
    };
    expect(readDisputeFilters(writeDisputeFilters(filters), WINDOW)).toEqual(filters);
  });

  it('falls back to the default period and drops unknown platforms and statuses', () => {
    const params = new URLSearchParams({
      from: '2026-03-10',
      to: '2026-03-01',
      platforms: 'PLATFORM_GLOVO,NOPE',
      status: 'SOMETHING',
    });
    expect(readDisputeFilters(params, WINDOW)).toEqual({
      ...WINDOW,
      platforms: ['PLATFORM_GLOVO'],
      restaurants: [],
      company: null,
      status: null,
    });
  });
});

describe('dispute window', () => {
  it('goes back 30 days from today in the given time zone', () => {
    expect(disputeWindow(new Date('2026-03-11T10:00:00Z'), 'Europe/Paris')).toEqual(WINDOW);
    // 23:30 UTC on the 10th is already the 11th in Paris.
    expect(disputeWindow(new Date('2026-03-10T23:30:00Z'), 'Europe/Paris')).toEqual(WINDOW);
    expect(disputeWindow(new Date('2026-03-10T23:30:00Z'), 'UTC').toDate).toBe('2026-03-10');
  });
});

describe('the bell’s window', () => {
  it('reaches the restaurants’ new day on a device whose clock is behind them', () => {
    // 23:30 UTC on the 10th: a device in UTC is still on the 10th, a restaurant in Paris on the 11th.
    expect(disputeBellWindow(new Date('2026-03-10T23:30:00Z'), 'UTC')).toEqual({
      fromDate: disputeWindow(new Date('2026-03-10T23:30:00Z'), 'UTC').fromDate,
      toDate: '2026-03-11',
    });
  });
});
