import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScheduleDay } from '@comptoir/domain';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { restaurantSchedulesQueryOptions } from './restaurant-schedules';

const SaveScheduleMutation = graphql(`
  mutation SaveSchedule($restaurantUuid: String!, $input: [ScheduleDayInput!]!) {
    schedule(restaurantUuid: $restaurantUuid, input: $input) {
      restaurant {
        uuid
      }
      lastPush {
        status
        message
        reason {
          code
          params {
            name
            value
          }
        }
        at
      }
    }
  }
`);

export type SaveScheduleInput = { restaurantUuids: readonly string[]; week: ScheduleDay[] };

/**
 * One `schedule` call per restaurant (docs/screens.md#schedule-and-holiday), one after the other; the list is refreshed
 * once all are saved.
 */
export function useSaveSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ restaurantUuids, week }: SaveScheduleInput) => {
      const saved = [];
      for (const restaurantUuid of restaurantUuids)
        saved.push((await requestGraphQL(SaveScheduleMutation, { restaurantUuid, input: week })).schedule);
      return saved;
    },
    onSettled: () => queryClient.invalidateQueries(restaurantSchedulesQueryOptions()),
  });
}
