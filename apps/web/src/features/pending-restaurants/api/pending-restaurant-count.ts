import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';
import { PENDING_REFRESH_MS } from './pending-restaurants';

const PendingRestaurantCountQuery = graphql(`
  query PendingRestaurantCount {
    pendingRestaurantCount
  }
`);

function pendingRestaurantCountQueryOptions() {
  return queryOptions({
    queryKey: [...queryKeys.pendingRestaurants, 'count'],
    queryFn: async ({ signal }) =>
      (await requestGraphQL(PendingRestaurantCountQuery, {}, { signal })).pendingRestaurantCount,
    refetchInterval: PENDING_REFRESH_MS,
  });
}

/** The side menu's badge: how many restaurants wait for the viewer's review. */
export function usePendingRestaurantCount() {
  return useQuery(pendingRestaurantCountQueryOptions());
}
