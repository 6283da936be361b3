import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@comptoir/domain';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { reportVariables, type ReportFilterParams } from '../../../components/report-filter-bar/report-filter-params';

const TvaOrdersQuery = graphql(`
  query TvaOrders(
    $first: Int
    $after: String
    $fromDate: String!
    $toDate: String!
    $platforms: [PlatformName!]
    $restaurants: [String!]
    $company: Int
  ) {
    tvaOrder(
      first: $first
      after: $after
      fromDate: $fromDate
      toDate: $toDate
      platforms: $platforms
      restaurants: $restaurants
      company: $company
    ) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ttc
          ht
          tva
          cart {
            id
            displayId
            createdAt
            restaurant {
              uuid
              title
              timezone
              platform {
                name
              }
            }
          }
        }
      }
    }
  }
`);

export type TvaOrderRow = ResultOf<typeof TvaOrdersQuery>['tvaOrder']['edges'][number]['node'];

function tvaOrdersQueryOptions(filters: ReportFilterParams) {
  return infiniteQueryOptions({
    queryKey: ['tvaOrders', filters],
    queryFn: async ({ pageParam, signal }) =>
      (
        await requestGraphQL(
          TvaOrdersQuery,
          { first: PAGE_SIZES.history, after: pageParam, ...reportVariables(filters) },
          { signal },
        )
      ).tvaOrder,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null),
  });
}

export function useTvaOrders(filters: ReportFilterParams) {
  return useInfiniteQuery(tvaOrdersQueryOptions(filters));
}
