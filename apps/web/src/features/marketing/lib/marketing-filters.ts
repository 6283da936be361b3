import { MARKETING_PAGE_SIZE, snapToWeeks, type DateRange, type MarketingType } from '@comptoir/domain';
import {
  readReportFilterParams,
  reportVariables,
  writeReportFilterParams,
  type ReportFilterParams,
} from '../../../components/report-filter-bar/report-filter-params';

export type MarketingFilters = ReportFilterParams & { type: MarketingType };

// The shared report parameters plus the report type, so that a period can be pasted from one screen into the other.
const TYPE_PARAM = 'type';
const TYPE_PARAMS: Readonly<Record<MarketingType, string>> = { OFFERS: 'offers', ADS: 'ads' };

/**
 * The filters a shared or reloaded URL names, the period widened to whole weeks (docs/api.md#date-ranges) as the API
 * widens it; anything missing or malformed falls back to the default week and to offers.
 */
export function readMarketingFilters(params: URLSearchParams, defaultRange: DateRange): MarketingFilters {
  const filters = readReportFilterParams(params, defaultRange);
  return { ...filters, ...snapToWeeks(filters), type: params.get(TYPE_PARAM) === TYPE_PARAMS.ADS ? 'ADS' : 'OFFERS' };
}

export function writeMarketingFilters(filters: MarketingFilters): URLSearchParams {
  const params = writeReportFilterParams(filters);
  params.set(TYPE_PARAM, TYPE_PARAMS[filters.type]);
  return params;
}

/** The variables of the promotions and campaigns queries for a page of the filter. */
export function marketingVariables(filters: MarketingFilters, after: string | null) {
  return { first: MARKETING_PAGE_SIZE, after, ...reportVariables(filters) };
}
