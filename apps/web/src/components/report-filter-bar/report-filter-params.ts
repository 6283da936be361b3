import { isIsoDate, isPlatformCode, type DateRange, type PlatformCode } from '@comptoir/domain';
import type { ReportFilters } from './report-filter-bar';

/** What every report keeps in its address: the period, platforms, restaurants and (staff accounts) one company. */
export type ReportFilterParams = DateRange & {
  platforms: PlatformCode[];
  restaurants: string[];
  /** Company id, only sent for User accounts (administrators, account managers). */
  company: number | null;
};

// One set of address parameters for every report, so that a period read on one screen can be pasted into another.
const PARAMS = {
  from: 'from',
  to: 'to',
  platforms: 'platforms',
  restaurants: 'restaurants',
  company: 'company',
} as const;

function readList(params: URLSearchParams, name: string): string[] {
  return (params.get(name) ?? '').split(',').filter((value) => value.length > 0);
}

/** The filters a shared or reloaded URL names; anything missing or malformed falls back to the default period. */
export function readReportFilterParams(params: URLSearchParams, defaultRange: DateRange): ReportFilterParams {
  const from = params.get(PARAMS.from) ?? '';
  const to = params.get(PARAMS.to) ?? '';
  const range = isIsoDate(from) && isIsoDate(to) && from <= to ? { fromDate: from, toDate: to } : defaultRange;
  const company = Number(params.get(PARAMS.company));
  return {
    ...range,
    platforms: readList(params, PARAMS.platforms).filter(isPlatformCode),
    restaurants: readList(params, PARAMS.restaurants),
    company: Number.isInteger(company) && company > 0 ? company : null,
  };
}

export function writeReportFilterParams(filters: ReportFilterParams): URLSearchParams {
  const params = new URLSearchParams({ [PARAMS.from]: filters.fromDate, [PARAMS.to]: filters.toDate });
  if (filters.platforms.length > 0) params.set(PARAMS.platforms, filters.platforms.join(','));
  if (filters.restaurants.length > 0) params.set(PARAMS.restaurants, filters.restaurants.join(','));
  if (filters.company !== null) params.set(PARAMS.company, String(filters.company));
  return params;
}

/** The filter bar's value for these filters. */
export function toBarFilters(filters: ReportFilterParams): ReportFilters {
  const { fromDate, toDate, platforms, restaurants, company } = filters;
  return { fromDate, toDate, platforms, restaurants, companies: company === null ? [] : [company] };
}

/** The filters a filter bar change gives. */
export function fromBarFilters(filters: ReportFilters): ReportFilterParams {
  const { fromDate, toDate, restaurants, companies } = filters;
  return {
    fromDate,
    toDate,
    platforms: filters.platforms.filter(isPlatformCode),
    restaurants,
    company: companies[0] ?? null,
  };
}

/**
 * The report filter arguments of the API (docs/api.md#date-ranges): empty lists mean "all", so they are sent as null.
 */
export function reportVariables(filters: ReportFilterParams) {
  return {
    fromDate: filters.fromDate,
    toDate: filters.toDate,
    platforms: filters.platforms.length > 0 ? [...filters.platforms] : null,
    restaurants: filters.restaurants.length > 0 ? [...filters.restaurants] : null,
    company: filters.company,
  };
}
