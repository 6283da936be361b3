import { PLATFORMS, type PlatformCode } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platformCalls, restaurants } from '../../db/schema';
import type { StoreAction, StoreRef } from '../adapter';
import { adapterFor } from '../registry';
import { enqueuePlatformCall } from './enqueue';
import { callReason, reasonColumns, type ExplainedReason } from './call-reason';
import { explainNotIntegrated, explainUnreachableStore, storeRefOf } from './store-ref';

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
  pause: ['NO_PAUSE_CALL', 'has no pause call'],
  unpause: ['NO_PAUSE_CALL', 'has no pause call'],
  busy: ['NO_BUSY_CALL', 'has no busy-mode call'],
  notBusy: ['NO_BUSY_CALL', 'has no busy-mode call'],
  preparationTime: [
    'NO_PREPARATION_TIME_CALL',
    'has no preparation-time call Comptoir can use: change it in its partner portal',
  ],
  deliveryMode: ['NO_DELIVERY_MODE_CALL', 'has no call to change who delivers: it is agreed with the platform'],
} as const satisfies Record<StoreAction['type'], readonly [string, string]>;

/** Why nothing was sent, as the reason the UI shows beside the restaurant. */
function explainUnsupportedStoreAction(platform: PlatformCode, action: StoreAction, store: StoreRef): ExplainedReason {
  const unreachable = explainUnreachableStore(platform, store);
  if (unreachable) return unreachable;
  const label = PLATFORMS[platform].label;
  if (platform === 'PLATFORM_UBER_EAT' && action.type === 'notBusy')
    return callReason(
      'NOT_BUSY_NEEDS_PREPARATION_TIME',
      `${label} needs the restaurant's usual preparation time to end busy mode`,
      { platform: label },
    );
  const [code, words] = NO_CALL[action.type];
  return callReason(code, `${label} ${words}`, { platform: label });
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
    .select({
      preparationTime: restaurants.preparationTime,
      platformData: restaurants.platformData,
      integrationStatus: restaurants.integrationStatus,
    })
    .from(restaurants)
    .where(eq(restaurants.id, restaurant.id))
    .limit(1);
  const store = storeRefOf({
    platformStoreId: restaurant.platformStoreId,
    preparationTime: row?.preparationTime ?? null,
    platformData: row?.platformData ?? null,
  });
  const notIntegrated = explainNotIntegrated(restaurant.platform, {
    integrationStatus: row?.integrationStatus ?? 'pending',
  });
  const call = notIntegrated ? null : (adapterFor(restaurant.platform)?.storeCall?.(action, store) ?? null);
  const callId = await enqueuePlatformCall(tx, {
    platform: restaurant.platform,
    cartId: null,
    restaurantId: restaurant.id,
    action: STORE_CALL_ACTIONS[action.type],
    call,
    supersedeKey: SUPERSEDE_KEYS[action.type],
  });
  if (call) return { callId, status: 'pending', message: null };
  const reason = notIntegrated ?? explainUnsupportedStoreAction(restaurant.platform, action, store);
  await tx.update(platformCalls).set(reasonColumns(reason)).where(eq(platformCalls.id, callId));
  return { callId, status: 'unsupported', message: reason.message };
}
