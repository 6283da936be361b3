import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

const MarketingTypeQuery = graphql(`
  query MarketingType {
    marketingType {
      value
      label
    }
  }
`);

function marketingTypeQueryOptions() {
  return queryOptions({
    queryKey: ['marketingType'],
    queryFn: async ({ signal }) => (await requestGraphQL(MarketingTypeQuery, {}, { signal })).marketingType,
    staleTime: Infinity,
  });
}

/** The report types of the filter bar's selector, as the API lists them. */
export function useMarketingTypes() {
  return useQuery(marketingTypeQueryOptions());
}
