import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import type { DisputeFilters } from '../lib/dispute-filters';
import { orderDisputesKey } from './order-disputes';

const DisputeSummaryQuery = graphql(`
  query DisputeSummary($fromDate: String!, $toDate: String!, $platforms: [PlatformName!], $restaurants: [String!]) {
    disputeSummary(fromDate: $fromDate, toDate: $toDate, platforms: $platforms, restaurants: $restaurants) {
      count
      toDispute
      disputed
      pending
      won
      lost
      expired
      incorrectPrice
      recovered
    }
  }
`);

export type DisputeSummary = ResultOf<typeof DisputeSummaryQuery>['disputeSummary'];

function disputeSummaryQueryOptions(filters: DisputeFilters) {
  return queryOptions({
    queryKey: [
      ...orderDisputesKey,
      'summary',
      filters.fromDate,
      filters.toDate,
      filters.platforms,
      filters.restaurants,
    ],
    queryFn: async ({ signal }) => {
      const variables = {
        fromDate: filters.fromDate,
        toDate: filters.toDate,
        platforms: filters.platforms.length > 0 ? filters.platforms : null,
        restaurants: filters.restaurants.length > 0 ? filters.restaurants : null,
      };
      return (await requestGraphQL(DisputeSummaryQuery, variables, { signal })).disputeSummary;
    },
  });
}

export function useDisputeSummary(filters: DisputeFilters) {
  return useQuery(disputeSummaryQueryOptions(filters));
}
