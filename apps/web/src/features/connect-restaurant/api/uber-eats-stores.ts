import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

const UberEatsStoresQuery = graphql(`
  query UberEatsStores($authorizationId: String!, $after: String) {
    uberEatsStores(authorizationId: $authorizationId, after: $after) {
      stores {
        storeId
        name
        address
        alreadyConnected
      }
      nextCursor
    }
  }
`);

function uberEatsStoresQueryOptions(authorizationId: string) {
  return infiniteQueryOptions({
    queryKey: ['uber-eats-stores', authorizationId],
    queryFn: async ({ pageParam, signal }) =>
      (await requestGraphQL(UberEatsStoresQuery, { authorizationId, after: pageParam }, { signal })).uberEatsStores,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // The owner's stores, read from Uber with the grant: once per visit is enough.
    staleTime: Infinity,
    retry: false,
  });
}

/** The stores of the owner who allowed Comptoir, a page at a time as Uber pages them. */
export function useUberEatsStores(authorizationId: string) {
  return useInfiniteQuery({ ...uberEatsStoresQueryOptions(authorizationId), enabled: authorizationId !== '' });
}
