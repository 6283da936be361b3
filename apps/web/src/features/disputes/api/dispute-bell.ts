import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_FIRST } from '@comptoir/domain';
import { graphql, readFragment } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import type { DisputeWindow } from '../lib/dispute-window';
import { DisputeRowFields } from './dispute-fields';
import { orderDisputesKey } from './order-disputes';

// docs/disputes.md#bell: the startup query of the bell — 30 days back to today, first 50, still to dispute.
const DisputeBellQuery = graphql(
  `
    query DisputeBell($fromDate: String!, $toDate: String!, $first: Int) {
      orderDispute(fromDate: $fromDate, toDate: $toDate, first: $first, isToBeDisputed: true) {
        totalCount
        edges {
          node {
            ...DisputeRowFields
          }
        }
      }
    }
  `,
  [DisputeRowFields],
);

function disputeBellQueryOptions(period: DisputeWindow) {
  return queryOptions({
    queryKey: [...orderDisputesKey, 'bell', period],
    queryFn: async ({ signal }) => {
      const data = await requestGraphQL(DisputeBellQuery, { ...period, first: DEFAULT_FIRST.disputes }, { signal });
      return {
        totalCount: data.orderDispute.totalCount,
        rows: data.orderDispute.edges.map((edge) => readFragment(DisputeRowFields, edge.node)),
      };
    },
    // "no cache" (docs/disputes.md#bell): always asked again when the bell mounts.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useDisputeBell(period: DisputeWindow, enabled: boolean) {
  return useQuery({ ...disputeBellQueryOptions(period), enabled });
}
