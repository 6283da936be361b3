import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';

const RestaurantLoginTabletCheckMutation = graphql(`
  mutation RestaurantLoginTabletCheck($restaurantUuid: String!) {
    restaurantLoginTabletCheck(restaurantUuid: $restaurantUuid) {
      uuid
      platformData {
        hasLoginPassword
      }
    }
  }
`);

/** Tries the stored tablet credentials on the platform again. */
export function useRecheckTabletLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (restaurantUuid: string) => requestGraphQL(RestaurantLoginTabletCheckMutation, { restaurantUuid }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.restaurantProblems }),
  });
}
