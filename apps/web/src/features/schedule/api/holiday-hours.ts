import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

const HolidayHoursQuery = graphql(`
  query HolidayHours {
    holidayHours {
      id
      fromDate
      toDate
      restaurant {
        uuid
        title
        platform {
          name
        }
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
        at
      }
    }
  }
`);

export type HolidayClosure = ResultOf<typeof HolidayHoursQuery>['holidayHours'][number];

const PENDING_POLL_MS = 2000;

export function holidayHoursQueryOptions() {
  return queryOptions({
    queryKey: ['holidayHours'],
    queryFn: async ({ signal }) => (await requestGraphQL(HolidayHoursQuery, {}, { signal })).holidayHours,
  });
}

export function useHolidayHours() {
  return useQuery({
    ...holidayHoursQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.some((closure) => closure.push?.status === 'PENDING') ? PENDING_POLL_MS : false,
  });
}
