import { useQuery } from '@tanstack/react-query';
import { DEFAULT_FIRST } from '@comptoir/domain';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';

const DisputeRestaurantsQuery = graphql(`
  query DisputeRestaurants($first: Int) {
    restaurants(first: $first) {
      edges {
        node {
          uuid
          manualDisputeHandling
        }
      }
    }
  }
`);

// Whether any of the viewer's restaurants handles its disputes by hand: under the restaurants' key, so that a change
// of a restaurant's settings refreshes it.
export function useManualDisputeHandling(enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.restaurants, 'manualDisputeHandling'],
    queryFn: async ({ signal }) => {
      const data = await requestGraphQL(DisputeRestaurantsQuery, { first: DEFAULT_FIRST.restaurants }, { signal });
      return data.restaurants.edges.some((edge) => edge.node.manualDisputeHandling);
    },
    enabled,
  });
}
