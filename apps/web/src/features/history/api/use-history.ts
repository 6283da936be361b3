import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { HISTORY_REFRESH_MS, PAGE_SIZES } from '@comptoir/domain';
import { requestGraphQL } from '../../../lib/graphql-client';
import type { ReportFilterParams } from '../../../components/report-filter-bar/report-filter-params';
import { HistoryQuery } from './history-query';

function orNull<T>(values: readonly T[]): T[] | null {
  return values.length > 0 ? [...values] : null;
}

function historyQueryOptions(filters: ReportFilterParams) {
  return infiniteQueryOptions({
    queryKey: ['history', filters],
    queryFn: async ({ pageParam, signal }) => {
      const data = await requestGraphQL(
        HistoryQuery,
        {
          first: PAGE_SIZES.history,
          after: pageParam,
          fromDate: filters.fromDate,
          toDate: filters.toDate,
          platforms: orNull(filters.platforms),
          restaurants: orNull(filters.restaurants),
          company: filters.company,
        },
        { signal },
      );
      return data.history;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null),
    refetchInterval: HISTORY_REFRESH_MS,
  });
}

export function useHistory(filters: ReportFilterParams) {
  return useInfiniteQuery(historyQueryOptions(filters));
}
