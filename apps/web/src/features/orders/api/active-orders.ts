import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ACTIVE_ORDERS_POLL_MS } from '@comptoir/domain';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { requestGraphQLIfChanged } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';
import { NetworkError } from '../../../lib/graphql-errors';
import { getSession, useSession } from '../../../lib/session';
import { mergeOrder } from '../lib/merge-order';
import { readCachedOrders, writeCachedOrders } from '../lib/order-cache';
import { CartFields, type Cart } from './cart-fields';

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

/** The account whose orders the screen shows: the switched one while switching (docs/offline.md). */
function cacheOwner(): string {
  const { switchUser, user } = getSession();
  return switchUser ?? user?.email ?? '';
}

// The last answer and its entity tag: a poll sends the tag, and a 304 means these orders are still current
// (docs/api.md#conditional-polls). Kept per account on screen, so a switch never reuses another account's orders.
let lastAnswer: { owner: string; etag: string; orders: ActiveOrders } | null = null;

async function fetchActiveOrders(signal: AbortSignal): Promise<ActiveOrdersAnswer> {
  const owner = cacheOwner();
  try {
    const held = lastAnswer?.owner === owner ? lastAnswer : null;
    const answer = await requestGraphQLIfChanged(ActiveOrdersQuery, {}, held?.etag ?? null, { signal });
    if (answer.unchanged) {
      if (held) return { orders: held.orders, offline: false, savedAt: null };
      throw new Error('The server answered 304 to a poll that held no orders');
    }
    const orders = answer.data.activeOrders;
    lastAnswer = answer.etag ? { owner, etag: answer.etag, orders } : null;
    // An answer that arrives after a sign-out or a switch is not saved under the account now on screen.
    if (owner && owner === cacheOwner()) await writeCachedOrders(owner, orders);
    return { orders, offline: false, savedAt: null };
  } catch (error) {
    // Offline database (docs/data-model.md#browser-storage): a tablet that lost the network keeps showing its last
    // orders.
    if (!(error instanceof NetworkError)) throw error;
    const cached = owner ? await readCachedOrders(owner) : null;
    if (!cached) throw error;
    return { orders: cached.orders, offline: true, savedAt: cached.savedAt };
  }
}

function activeOrdersQueryOptions(hasToken: boolean, poll: boolean) {
  return queryOptions({
    queryKey: queryKeys.activeOrders,
    queryFn: ({ signal }) => fetchActiveOrders(signal),
    enabled: hasToken,
    refetchInterval: hasToken && poll ? ACTIVE_ORDERS_POLL_MS : false,
    staleTime: 0,
    retry: false,
    // TanStack pauses queries while the browser says it is offline; this one must run to fall back to the saved copy.
    networkMode: 'always',
  });
}

/**
 * Puts a pushed order into the active orders held (docs/architecture.md#the-tablets-order-list), and into their
 * offline copy, without asking the server again: `order` is the order as activeOrders lists it, null when it left
 * the list. The 5-second poll stays the safety net; the other views of the orders (the runner display) refetch.
 */
export async function mergePushedOrder(queryClient: QueryClient, cartId: number, order: Cart | null): Promise<void> {
  const key = activeOrdersQueryOptions(true, true).queryKey;
  void queryClient.invalidateQueries({
    queryKey: queryKeys.activeOrders,
    predicate: (query) => query.queryKey.length > key.length,
  });
  if (!queryClient.getQueryData(key)) return void queryClient.invalidateQueries({ queryKey: key, exact: true });
  // A poll that left before the change would answer without it: dropped, the next one brings the server's list.
  await queryClient.cancelQueries({ queryKey: key, exact: true });
  const owner = cacheOwner();
  const merged = queryClient.setQueryData(key, (held) =>
    held ? { ...held, orders: mergeOrder(held.orders, cartId, order) } : held,
  );
  if (merged && owner) await writeCachedOrders(owner, merged.orders);
}

/**
 * The active orders; `poll: false` reads the cache that the app shell's feed already polls
 * (docs/orders.md#new-order-alert): every observer with an interval would poll on its own clock.
 */
export function useActiveOrders({ poll = true }: { poll?: boolean } = {}) {
  const { token } = useSession();
  return useQuery(activeOrdersQueryOptions(token !== null, poll));
}
