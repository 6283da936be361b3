import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

const DevicesQuery = graphql(`
  query Devices {
    devices {
      id
      name
      lastSeenAt
      batteryLevel
      isCharging
      appVersion
      model
      os
      enrolledAt
      revokedAt
    }
  }
`);

export type Device = ResultOf<typeof DevicesQuery>['devices'][number];

// Tablets check in every minute: a poll at that pace shows a new tablet and its battery without a reload.
const DEVICES_POLL_MS = 30_000;

export function devicesQueryOptions() {
  return queryOptions({
    queryKey: ['devices'],
    queryFn: async ({ signal }) => (await requestGraphQL(DevicesQuery, {}, { signal })).devices,
    refetchInterval: DEVICES_POLL_MS,
  });
}

export function useDevices() {
  return useQuery(devicesQueryOptions());
}

/** The list again now, not at the next poll: a tablet has just used its enrolment code. */
export function useRefreshDevices() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(devicesQueryOptions());
}
