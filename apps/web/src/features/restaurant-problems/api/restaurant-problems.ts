import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_FIRST, PROFILE_POLL_MS, restaurantProblems, type RestaurantProblem } from '@comptoir/domain';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

const RestaurantProblemsQuery = graphql(`
  query RestaurantProblems($first: Int) {
    restaurants(first: $first) {
      edges {
        node {
          uuid
          title
          isPaused
          platform {
            name
          }
          platformData {
            hasLoginPassword
          }
          restaurantKOM {
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

export const CheckLoginPlatformMutation = graphql(`
  mutation CheckLoginPlatform($restaurant: String!, $tabletLogin: String!, $tabletPassword: String!) {
    checkLoginPlatform(restaurant: $restaurant, tabletLogin: $tabletLogin, tabletPassword: $tabletPassword) {
      uuid
      platformData {
        hasLoginPassword
      }
    }
  }
`);

export const RestaurantLoginTabletCheckMutation = graphql(`
  mutation RestaurantLoginTabletCheck($restaurantUuid: String!) {
    restaurantLoginTabletCheck(restaurantUuid: $restaurantUuid) {
      uuid
      platformData {
        hasLoginPassword
      }
    }
  }
`);

export type CheckedRestaurant = ResultOf<typeof RestaurantProblemsQuery>['restaurants']['edges'][number]['node'];
export type ProblematicRestaurant = { restaurant: CheckedRestaurant; problems: RestaurantProblem[] };

export const restaurantProblemsQueryKey = ['restaurantProblems'] as const;

function restaurantProblemsQueryOptions() {
  return queryOptions({
    queryKey: restaurantProblemsQueryKey,
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

/** The restaurants with at least one SPEC §4 problem, each with its warnings. */
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

export const ReactivateRestaurantMutation = graphql(`
  mutation ReactivateRestaurant($restaurantUuid: String!) {
    pauseRestaurant(restaurantUuid: $restaurantUuid, pause: false) {
      uuid
      isPaused
    }
  }
`);
