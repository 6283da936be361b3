import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { requestGraphQL } from '../../../lib/graphql-client';
import { marketingVariables, type MarketingFilters } from '../lib/marketing-filters';
import { CampaignsQuery } from './campaigns-query';

function campaignsQueryOptions(filters: MarketingFilters) {
  return infiniteQueryOptions({
    queryKey: ['campaigns', filters],
    queryFn: async ({ pageParam, signal }) =>
      (await requestGraphQL(CampaignsQuery, marketingVariables(filters, pageParam), { signal })).campaigns,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null),
  });
}

export function useCampaigns(filters: MarketingFilters) {
  return useInfiniteQuery(campaignsQueryOptions(filters));
}
