import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVE_ORDERS_POLL_MS } from '@comptoir/domain';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { NetworkError } from '../../../lib/graphql-errors';
import { useSession } from '../../../lib/session';
import { readCachedOrders, writeCachedOrders } from '../lib/order-cache';
import { CartFields } from './cart-fields';

const ActiveOrdersQuery = graphql(
  `
    query ActiveOrders {
      activeOrders {
        created {
          ...CartFields
        }
        accepted {
          ...CartFields
        }
        finished {
          ...CartFields
        }
      }
    }
  `,
  [CartFields],
);

type ActiveOrders = ResultOf<typeof ActiveOrdersQuery>['activeOrders'];

/** Active orders, and whether they come from the tablet's offline copy because the API is unreachable. */
type ActiveOrdersAnswer = { orders: ActiveOrders; offline: boolean; savedAt: string | null };

/** Every live screen's key starts here, so one push invalidates them all. */
export const activeOrdersKey = ['activeOrders'] as const;

async function fetchActiveOrders(signal: AbortSignal): Promise<ActiveOrdersAnswer> {
  try {
    const data = await requestGraphQL(ActiveOrdersQuery, {}, { signal });
    await writeCachedOrders(data.activeOrders);
    return { orders: data.activeOrders, offline: false, savedAt: null };
  } catch (error) {
    // SPEC §3 offline database: a tablet that lost the network keeps showing its last orders.
    if (!(error instanceof NetworkError)) throw error;
    const cached = await readCachedOrders();
    if (!cached) throw error;
    return { orders: cached.orders, offline: true, savedAt: cached.savedAt };
  }
}

function activeOrdersQueryOptions(hasToken: boolean) {
  return queryOptions({
    queryKey: activeOrdersKey,
    queryFn: ({ signal }) => fetchActiveOrders(signal),
    enabled: hasToken,
    refetchInterval: hasToken ? ACTIVE_ORDERS_POLL_MS : false,
    staleTime: 0,
    retry: false,
    // TanStack pauses queries while the browser says it is offline; this one must run to fall back to the saved copy.
    networkMode: 'always',
  });
}

export function useActiveOrders() {
  const { token } = useSession();
  return useQuery(activeOrdersQueryOptions(token !== null));
}
