import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestGraphQL } from '../../../lib/graphql-client';
import type { ReportFilterParams } from '../../../components/report-filter-bar/report-filter-params';
import { AnalyticsQuery } from './analytics-query';

function orNull<T>(values: readonly T[]): T[] | null {
  return values.length > 0 ? [...values] : null;
}

function analyticsQueryOptions(filters: ReportFilterParams) {
  return queryOptions({
    queryKey: ['analytics', filters],
    queryFn: ({ signal }) =>
      requestGraphQL(
        AnalyticsQuery,
        {
          fromDate: filters.fromDate,
          toDate: filters.toDate,
          platforms: orNull(filters.platforms),
          restaurants: orNull(filters.restaurants),
          company: filters.company,
        },
        { signal },
      ),
  });
}

export function useAnalytics(filters: ReportFilterParams) {
  return useQuery(analyticsQueryOptions(filters));
}
