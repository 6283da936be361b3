import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { holidayHoursQueryOptions } from './holiday-hours';

const AddHolidayHoursMutation = graphql(`
  mutation AddHolidayHours($fromDate: String!, $toDate: String!, $restaurants: [String!]!) {
    addHolidayHours(fromDate: $fromDate, toDate: $toDate, restaurants: $restaurants) {
      id
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

export function useAddHolidayHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { fromDate: string; toDate: string; restaurants: string[] }) =>
      (await requestGraphQL(AddHolidayHoursMutation, input)).addHolidayHours,
    onSettled: () => queryClient.invalidateQueries(holidayHoursQueryOptions()),
  });
}
