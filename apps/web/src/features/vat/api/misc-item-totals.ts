import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { reportVariables, type ReportFilterParams } from '../../../components/report-filter-bar/report-filter-params';

// The screen shows the totals by type; the lines themselves go to the misc items export.
const MiscItemTotalsQuery = graphql(`
  query MiscItemTotals(
    $fromDate: String!
    $toDate: String!
    $platforms: [PlatformName!]
    $restaurants: [String!]
    $company: Int
  ) {
    miscItem(
      first: 0
      fromDate: $fromDate
      toDate: $toDate
      platforms: $platforms
      restaurants: $restaurants
      company: $company
    ) {
      totalCount
      byType {
        type
        count
        total
        ht
        tva
      }
    }
  }
`);

export type MiscItemTypeTotal = ResultOf<typeof MiscItemTotalsQuery>['miscItem']['byType'][number];

function miscItemTotalsQueryOptions(filters: ReportFilterParams) {
  return queryOptions({
    queryKey: ['miscItemTotals', filters],
    queryFn: async ({ signal }) =>
      (await requestGraphQL(MiscItemTotalsQuery, reportVariables(filters), { signal })).miscItem,
  });
}

export function useMiscItemTotals(filters: ReportFilterParams) {
  return useQuery(miscItemTotalsQueryOptions(filters));
}
