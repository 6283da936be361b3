import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';

const RestaurantSchedulesQuery = graphql(`
  query RestaurantSchedules {
    restaurantSchedules {
      restaurant {
        uuid
        title
        platform {
          name
        }
      }
      days {
        dayOfWeek
        timePeriods {
          startTime
          endTime
        }
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

export type RestaurantSchedule = ResultOf<typeof RestaurantSchedulesQuery>['restaurantSchedules'][number];
export type ScheduleRestaurant = RestaurantSchedule['restaurant'];

// The worker sends a change within a second or two: while one is on its way, ask again until the platform answers.
const PENDING_POLL_MS = 2000;

export function restaurantSchedulesQueryOptions() {
  return queryOptions({
    queryKey: [...queryKeys.restaurants, 'schedules'],
    queryFn: async ({ signal }) => (await requestGraphQL(RestaurantSchedulesQuery, {}, { signal })).restaurantSchedules,
  });
}

export function useRestaurantSchedules() {
  return useQuery({
    ...restaurantSchedulesQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.some((schedule) => schedule.lastPush?.status === 'PENDING') ? PENDING_POLL_MS : false,
  });
}
