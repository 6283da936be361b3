import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';

const RejectPendingRestaurantMutation = graphql(`
  mutation RejectPendingRestaurant($restaurantUuid: String!, $reason: String!) {
    rejectPendingRestaurant(restaurantUuid: $restaurantUuid, reason: $reason) {
      uuid
      integrationStatus
      rejectionReason
    }
  }
`);

/** Refuses the restaurant with a reason the company reads on its page and by e-mail. */
export function useRejectPendingRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { restaurantUuid: string; reason: string }) =>
      (await requestGraphQL(RejectPendingRestaurantMutation, variables)).rejectPendingRestaurant,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.pendingRestaurants }),
        queryClient.invalidateQueries({ queryKey: queryKeys.companies }),
      ]),
  });
}
