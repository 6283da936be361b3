import { PLATFORMS, type PlatformCode } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platformCalls, restaurants } from '../../db/schema';
import type { StoreAction, StoreRef } from '../adapter';
import { adapterFor } from '../registry';
import { enqueuePlatformCall } from './enqueue';
import { explainUnreachableStore, storeRefOf } from './store-ref';

export type StoreActionRestaurant = { id: number; platform: PlatformCode; platformStoreId: string };

/** The `platform_calls.action` of each store action (what `lastPlatformChanges` reads back). */
export const STORE_CALL_ACTIONS = {
  pause: 'store.pause',
  unpause: 'store.unpause',
  busy: 'store.busy',
  notBusy: 'store.notBusy',
  preparationTime: 'store.preparationTime',
  deliveryMode: 'store.deliveryMode',
} as const satisfies Record<StoreAction['type'], string>;

export type StoreActionRecord = { callId: number; status: 'pending' | 'unsupported'; message: string | null };

const NO_CALL = {
  pause: 'has no pause call',
  unpause: 'has no pause call',
  busy: 'has no busy-mode call',
  notBusy: 'has no busy-mode call',
  preparationTime: 'has no preparation-time call Comptoir can use: change it in its partner portal',
  deliveryMode: 'has no call to change who delivers: it is agreed with the platform',
} as const satisfies Record<StoreAction['type'], string>;

/** Why nothing was sent, in words the UI shows beside the restaurant. */
function explainUnsupportedStoreAction(platform: PlatformCode, action: StoreAction, store: StoreRef): string {
  const unreachable = explainUnreachableStore(platform, store);
  if (unreachable) return unreachable;
  const label = PLATFORMS[platform].label;
  if (platform === 'PLATFORM_UBER_EAT' && action.type === 'notBusy')
    return `${label} needs the restaurant's usual preparation time to end busy mode`;
  return `${label} ${NO_CALL[action.type]}`;
}

// A newer pause (or busy) call overwrites all an older one set, so a retry of the older one must never land after it.
const SUPERSEDE_KEYS = {
  pause: 'store.pause',
  unpause: 'store.pause',
  busy: 'store.busy',
  notBusy: 'store.busy',
  preparationTime: 'store.preparationTime',
  deliveryMode: 'store.deliveryMode',
} as const satisfies Record<StoreAction['type'], string>;

/**
 * Records a restaurant-level change for its platform on `tx`, the transaction of the change itself
 * (docs/architecture.md#outbox); the outbound worker sends it with retries. A change the platform has no call for is
 * recorded as 'unsupported', with the reason in `last_error`.
 */
export async function queueStoreCall(
  tx: Db,
  restaurant: StoreActionRestaurant,
  action: StoreAction,
): Promise<StoreActionRecord> {
  const [row] = await tx
    .select({ preparationTime: restaurants.preparationTime, platformData: restaurants.platformData })
    .from(restaurants)
    .where(eq(restaurants.id, restaurant.id))
    .limit(1);
  const store = storeRefOf({
    platformStoreId: restaurant.platformStoreId,
    preparationTime: row?.preparationTime ?? null,
    platformData: row?.platformData ?? null,
  });
  const call = adapterFor(restaurant.platform)?.storeCall?.(action, store) ?? null;
  const callId = await enqueuePlatformCall(tx, {
    platform: restaurant.platform,
    cartId: null,
    restaurantId: restaurant.id,
    action: STORE_CALL_ACTIONS[action.type],
    call,
    supersedeKey: SUPERSEDE_KEYS[action.type],
  });
  if (call) return { callId, status: 'pending', message: null };
  const message = explainUnsupportedStoreAction(restaurant.platform, action, store);
  await tx.update(platformCalls).set({ lastError: message }).where(eq(platformCalls.id, callId));
  return { callId, status: 'unsupported', message };
}
