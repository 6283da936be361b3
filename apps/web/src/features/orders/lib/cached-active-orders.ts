import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { queryKeys } from '../../../lib/query-keys';
import type { Cart } from '../api/cart-fields';

type CachedAnswer = { orders: { created: readonly Cart[] } } | undefined;

/**
 * The New orders as the active-orders query last brought them, read from its cache: whoever polls that query (the
 * app shell's feed, the orders screen), this starts no second poll.
 */
export function useCachedNewOrders(): readonly Cart[] {
  const client = useQueryClient();
  const subscribe = useCallback((listener: () => void) => client.getQueryCache().subscribe(listener), [client]);
  const answer = useSyncExternalStore(subscribe, () => client.getQueryData<CachedAnswer>(queryKeys.activeOrders));
  return answer?.orders.created ?? NONE;
}

const NONE: readonly Cart[] = [];
