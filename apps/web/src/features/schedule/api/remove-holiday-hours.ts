import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { holidayHoursQueryOptions } from './holiday-hours';

const RemoveHolidayHoursMutation = graphql(`
  mutation RemoveHolidayHours($restaurants: [String!]!, $ids: [Int!]) {
    removeHolidayHours(restaurants: $restaurants, ids: $ids) {
      removed
      restaurant {
        uuid
        title
      }
      push {
        status
        message
        reason {
          code
          params {
            name
            value
          }
        }
      }
    }
  }
`);

/**
 * Removes one closure (by its id, an addition to the contract's call, which removes every closure of the restaurants).
 */
export function useRemoveHolidayHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (closure: { id: number; restaurantUuid: string }) =>
      (await requestGraphQL(RemoveHolidayHoursMutation, { restaurants: [closure.restaurantUuid], ids: [closure.id] }))
        .removeHolidayHours,
    onSettled: () => queryClient.invalidateQueries(holidayHoursQueryOptions()),
  });
}
