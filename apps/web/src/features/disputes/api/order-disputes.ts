import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_FIRST } from '@comptoir/domain';
import { graphql, readFragment } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import type { DisputeFilters } from '../lib/dispute-filters';
import { DisputeRowFields } from './dispute-fields';

const OrderDisputesQuery = graphql(
  `
    query OrderDisputes(
      $first: Int
      $after: String
      $fromDate: String!
      $toDate: String!
      $platforms: [PlatformName!]
      $restaurants: [String!]
      $isToBeDisputed: Boolean
      $status: DisputeStatus
    ) {
      orderDispute(
        first: $first
        after: $after
        fromDate: $fromDate
        toDate: $toDate
        platforms: $platforms
        restaurants: $restaurants
        isToBeDisputed: $isToBeDisputed
        status: $status
      ) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            ...DisputeRowFields
          }
        }
      }
    }
  `,
  [DisputeRowFields],
);

/** Every dispute list and count (screens and bell) starts with this key, so a sent dispute refreshes them all. */
export const orderDisputesKey = ['orderDisputes'] as const;

function orNull<T>(values: readonly T[]): T[] | null {
  return values.length > 0 ? [...values] : null;
}

function orderDisputesQueryOptions(filters: DisputeFilters, toDispute: boolean) {
  return infiniteQueryOptions({
    queryKey: [...orderDisputesKey, 'list', filters, toDispute],
    queryFn: async ({ pageParam, signal }) => {
      const data = await requestGraphQL(
        OrderDisputesQuery,
        {
          first: DEFAULT_FIRST.disputes,
          after: pageParam,
          fromDate: filters.fromDate,
          toDate: filters.toDate,
          platforms: orNull(filters.platforms),
          restaurants: orNull(filters.restaurants),
          isToBeDisputed: toDispute ? true : null,
          status: toDispute ? null : filters.status,
        },
        { signal },
      );
      const page = data.orderDispute;
      return { ...page, rows: page.edges.map((edge) => readFragment(DisputeRowFields, edge.node)) };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null),
  });
}

export function useOrderDisputes(filters: DisputeFilters, toDispute: boolean) {
  return useInfiniteQuery(orderDisputesQueryOptions(filters, toDispute));
}
