import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVE_ORDERS_POLL_MS } from '@comptoir/domain';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

const RunnerOrdersQuery = graphql(`
  query RunnerOrders {
    activeOrders {
      accepted {
        id
        displayId
        runnerIsReady
        client {
          firstName
          lastName
        }
        restaurant {
          platform {
            name
          }
        }
      }
    }
  }
`);

export type RunnerOrder = ResultOf<typeof RunnerOrdersQuery>['activeOrders']['accepted'][number];

// Under the orders screen's key, so the app's order-event listener refreshes this screen too.
// Under the live orders' key, so the orders screen's changes and pushes refresh the runner display too.
const runnerOrdersKey = [...queryKeys.activeOrders, 'runner'] as const;

function runnerOrdersQueryOptions(hasToken: boolean) {
  return queryOptions({
    queryKey: runnerOrdersKey,
    queryFn: async ({ signal }) => (await requestGraphQL(RunnerOrdersQuery, {}, { signal })).activeOrders.accepted,
    enabled: hasToken,
    refetchInterval: hasToken ? ACTIVE_ORDERS_POLL_MS : false,
    staleTime: 0,
  });
}

export function useRunnerOrders() {
  const { token } = useSession();
  return useQuery(runnerOrdersQueryOptions(token !== null));
}
