import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';

const PendingRestaurantsQuery = graphql(`
  query PendingRestaurants($first: Int, $after: String) {
    pendingRestaurants(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          uuid
          title
          platformStoreId
          requestedBy
          requestedAt
          isTabletLess
          credentialsVerified
          platform {
            name
            color
          }
          company {
            id
            name
          }
        }
      }
    }
  }
`);

export type PendingRestaurant = ResultOf<typeof PendingRestaurantsQuery>['pendingRestaurants']['edges'][number]['node'];

const PAGE_SIZE = 20;
// A restaurant registered meanwhile appears without a reload; the profile's minute (docs/constants.md).
export const PENDING_REFRESH_MS = 60_000;

function pendingRestaurantsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [...queryKeys.pendingRestaurants, 'list'],
    queryFn: async ({ pageParam, signal }) =>
      (await requestGraphQL(PendingRestaurantsQuery, { first: PAGE_SIZE, after: pageParam }, { signal }))
        .pendingRestaurants,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null),
    refetchInterval: PENDING_REFRESH_MS,
  });
}

/** The restaurants waiting for review, oldest request first, a page at a time. */
export function usePendingRestaurants() {
  return useInfiniteQuery(pendingRestaurantsQueryOptions());
}
