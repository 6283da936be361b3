import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { requestGraphQL } from '../../../lib/graphql-client';
import { marketingVariables, type MarketingFilters } from '../lib/marketing-filters';
import { PromotionsQuery } from './promotions-query';

function promotionsQueryOptions(filters: MarketingFilters) {
  return infiniteQueryOptions({
    queryKey: ['promotions', filters],
    queryFn: async ({ pageParam, signal }) =>
      (await requestGraphQL(PromotionsQuery, marketingVariables(filters, pageParam), { signal })).promotions,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null),
  });
}

export function usePromotions(filters: MarketingFilters) {
  return useInfiniteQuery(promotionsQueryOptions(filters));
}
