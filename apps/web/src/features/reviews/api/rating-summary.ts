import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_FIRST } from '@comptoir/domain';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

// docs/reviews.md#rating-periods: rating periods belong to the restaurant; the server derives them from the reviews.
const RatingSummaryQuery = graphql(`
  query RatingSummary($first: Int) {
    restaurants(first: $first) {
      edges {
        node {
          uuid
          title
          platform {
            name
          }
          ratings {
            period
            avgRating
            count
            tier_1
            tier_2
            tier_3
            tier_4
            tier_5
          }
        }
      }
    }
  }
`);

export type RatedRestaurant = ResultOf<typeof RatingSummaryQuery>['restaurants']['edges'][number]['node'];
export type RatingPeriod = RatedRestaurant['ratings'][number];

export function ratingSummaryQueryOptions() {
  return queryOptions({
    queryKey: ['reviewRatings'],
    queryFn: async ({ signal }) => {
      const data = await requestGraphQL(RatingSummaryQuery, { first: DEFAULT_FIRST.restaurants }, { signal });
      return data.restaurants.edges.map((edge) => edge.node);
    },
  });
}

export function useRatingSummary() {
  return useQuery(ratingSummaryQueryOptions());
}
