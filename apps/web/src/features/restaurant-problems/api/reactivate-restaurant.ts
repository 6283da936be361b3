import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';

const ReactivateRestaurantMutation = graphql(`
  mutation ReactivateRestaurant($restaurantUuid: String!) {
    pauseRestaurant(restaurantUuid: $restaurantUuid, pause: false) {
      uuid
      isPaused
    }
  }
`);

/** Ends a restaurant's pause; the side menu's pause switches (operations) read the same restaurants. */
export function useReactivateRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (restaurantUuid: string) => requestGraphQL(ReactivateRestaurantMutation, { restaurantUuid }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.restaurantProblems }),
        queryClient.invalidateQueries({ queryKey: queryKeys.operations }),
      ]),
  });
}
