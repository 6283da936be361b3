import { isIsoDate, isPlatformCode, type DateRange, type PlatformCode } from '@comptoir/domain';

export type HistoryFilters = DateRange & {
  platforms: PlatformCode[];
  restaurants: string[];
  /** Company id, only sent for User accounts (administrators, account managers). */
  company: number | null;
};

const PARAMS = { from: 'from', to: 'to', platforms: 'platforms', restaurants: 'restaurants', company: 'company' } as const;

function readList(params: URLSearchParams, name: string): string[] {
  return (params.get(name) ?? '').split(',').filter((value) => value.length > 0);
}

/** The filters a shared or reloaded URL names; anything missing or malformed falls back to the default week. */
export function readHistoryFilters(params: URLSearchParams, defaultRange: DateRange): HistoryFilters {
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

export function writeHistoryFilters(filters: HistoryFilters): URLSearchParams {
  const params = new URLSearchParams({ [PARAMS.from]: filters.fromDate, [PARAMS.to]: filters.toDate });
  if (filters.platforms.length > 0) params.set(PARAMS.platforms, filters.platforms.join(','));
  if (filters.restaurants.length > 0) params.set(PARAMS.restaurants, filters.restaurants.join(','));
  if (filters.company !== null) params.set(PARAMS.company, String(filters.company));
  return params;
}
