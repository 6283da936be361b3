import { describe, expect, it } from 'vitest';
import {
  readReportFilterParams,
  reportVariables,
  writeReportFilterParams,
  type ReportFilterParams,
} from './report-filter-params';

const WEEK = { fromDate: '2026-03-09', toDate: '2026-03-15' };

describe('report filters in the URL', () => {
  it('round-trips every filter', () => {
    const filters: ReportFilterParams = {
      fromDate: '2026-01-01',
      toDate: '2026-01-31',
      platforms: ['PLATFORM_UBER_EAT', 'PLATFORM_GLOVO'],
      restaurants: ['r-1', 'r-2'],
      company: 7,
    };
    expect(readReportFilterParams(writeReportFilterParams(filters), WEEK)).toEqual(filters);
  });

  it('falls back to the default week and drops unknown values', () => {
    const params = new URLSearchParams(
      'from=2026-02-30&to=2026-03-01&platforms=PLATFORM_NOPE,PLATFORM_DELIVEROO&company=abc',
    );
    expect(readReportFilterParams(params, WEEK)).toEqual({
      ...WEEK,
      platforms: ['PLATFORM_DELIVEROO'],
      restaurants: [],
      company: null,
    });
  });

  it('refuses a reversed range', () => {
    expect(readReportFilterParams(new URLSearchParams('from=2026-03-02&to=2026-03-01'), WEEK)).toMatchObject(WEEK);
  });

  it('sends no list rather than an empty one (an empty list would select nothing)', () => {
    const filters: ReportFilterParams = { ...WEEK, platforms: [], restaurants: [], company: null };
    expect(reportVariables(filters)).toEqual({ ...WEEK, platforms: null, restaurants: null, company: null });
  });
});
