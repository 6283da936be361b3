import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';

const ApprovePendingRestaurantMutation = graphql(`
  mutation ApprovePendingRestaurant($restaurantUuid: String!) {
    approvePendingRestaurant(restaurantUuid: $restaurantUuid) {
      uuid
      integrationStatus
    }
  }
`);

/** Integrates the restaurant: its platform is told, and the company e-mailed (docs/screens.md#pending-restaurants). */
export function useApprovePendingRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (restaurantUuid: string) =>
      (await requestGraphQL(ApprovePendingRestaurantMutation, { restaurantUuid })).approvePendingRestaurant,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.pendingRestaurants }),
        queryClient.invalidateQueries({ queryKey: queryKeys.companies }),
        queryClient.invalidateQueries({ queryKey: queryKeys.restaurants }),
      ]),
  });
}
