import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { reportVariables, type ReportFilterParams } from '../../../components/report-filter-bar/report-filter-params';

// Its own request, so that counting the options of menus or not reloads the ranking only, not the whole screen.
const BestItemsQuery = graphql(`
  query BestItems(
    $fromDate: String!
    $toDate: String!
    $platforms: [PlatformName!]
    $restaurants: [String!]
    $company: Int
    $includeOptions: Boolean
  ) {
    dailyBestItem(
      fromDate: $fromDate
      toDate: $toDate
      platforms: $platforms
      restaurants: $restaurants
      company: $company
      includeOptions: $includeOptions
    ) {
      title
      platformId
      total
      revenue
      additional
      vatPercent
      vatRates
    }
  }
`);

export type BestItem = ResultOf<typeof BestItemsQuery>['dailyBestItem'][number];

function bestItemsQueryOptions(filters: ReportFilterParams, includeOptions: boolean) {
  return queryOptions({
    queryKey: ['analytics', 'bestItems', filters, includeOptions],
    queryFn: async ({ signal }) =>
      (await requestGraphQL(BestItemsQuery, { ...reportVariables(filters), includeOptions }, { signal })).dailyBestItem,
    // Flipping the switch keeps the table in place while the other ranking loads.
    placeholderData: keepPreviousData,
  });
}

export function useBestItems(filters: ReportFilterParams, includeOptions: boolean) {
  return useQuery(bestItemsQueryOptions(filters, includeOptions));
}
