import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_FIRST, PROFILE_POLL_MS, restaurantProblems, type RestaurantProblem } from '@comptoir/domain';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';

const RestaurantProblemsQuery = graphql(`
  query RestaurantProblems($first: Int) {
    restaurants(first: $first) {
      edges {
        node {
          uuid
          title
          isPaused
          unlinkedAt
          integrationStatus
          isTabletLess
          platform {
            name
          }
          company {
            id
          }
          platformData {
            hasLoginPassword
          }
          restaurantKOM {
            isConnected
            isOrderable
            isVisible
            isAutoPausedUntil
            isBusyUntil
            statusReason
          }
          printerProblems {
            kind
            printerLabel
            displayId
          }
          tabletsSilentSince
        }
      }
    }
  }
`);

export type CheckedRestaurant = ResultOf<typeof RestaurantProblemsQuery>['restaurants']['edges'][number]['node'];
export type ProblematicRestaurant = { restaurant: CheckedRestaurant; problems: RestaurantProblem[] };

function restaurantProblemsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.restaurantProblems,
    queryFn: async ({ signal }): Promise<CheckedRestaurant[]> => {
      const data = await requestGraphQL(RestaurantProblemsQuery, { first: DEFAULT_FIRST.restaurants }, { signal });
      return data.restaurants.edges.map((edge) => edge.node);
    },
    refetchInterval: PROFILE_POLL_MS,
  });
}

export function useCheckedRestaurants(enabled: boolean) {
  return useQuery({ ...restaurantProblemsQueryOptions(), enabled });
}

/** The restaurants with at least one problem (docs/screens.md#restaurant-problems), each with its warnings. */
export function findProblematicRestaurants(
  restaurants: readonly CheckedRestaurant[],
  now: number,
): ProblematicRestaurant[] {
  return restaurants
    .map((restaurant) => ({
      restaurant,
      problems: restaurantProblems({ ...restaurant, platform: restaurant.platform.name }, now),
    }))
    .filter((entry) => entry.problems.length > 0);
}
