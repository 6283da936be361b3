import { PLATFORMS, type PlatformCode } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platformCalls, type MenuItemRow, type RestaurantRow } from '../../db/schema';
import type { StoreRef } from '../../platforms/adapter';
import type { ItemAvailabilityChange } from '../../platforms/menu-document';
import { callReason, reasonColumns, type ExplainedReason } from '../../platforms/outbound/call-reason';
import { enqueuePlatformCall } from '../../platforms/outbound/enqueue';
import { explainNotIntegrated, explainUnreachableStore, storeRefOf } from '../../platforms/outbound/store-ref';
import { adapterFor } from '../../platforms/registry';

/** The `platform_calls.action` of availability calls (what Item.platformSync reads back). */
export const ITEM_AVAILABILITY_ACTIONS = { available: 'item.available', unavailable: 'item.unavailable' } as const;

export type ItemAvailabilityTarget = {
  item: Pick<MenuItemRow, 'id' | 'platformId' | 'title'>;
  restaurant: Pick<RestaurantRow, 'id' | 'platformStoreId' | 'preparationTime' | 'platformData' | 'integrationStatus'>;
  platform: PlatformCode;
};

export type RecordedItemCall = { callId: number; supported: boolean; endsSuspensionItself: boolean };

/** Why nothing was sent, as the reason the menus screen shows beside the item. */
function explainUnsupportedItemAvailability(platform: PlatformCode, store: StoreRef): ExplainedReason {
  const label = PLATFORMS[platform].label;
  return (
    explainUnreachableStore(platform, store) ??
    callReason('NO_ITEM_AVAILABILITY_CALL', `Item availability is not available through ${label}'s API`, {
      platform: label,
    })
  );
}

/**
 * Records an availability change of one live item for its restaurant's platform; the outbound worker sends it with
 * retries (its next poll picks it up). A platform with no such call gets an 'unsupported' record with the reason.
 */
export async function recordItemAvailabilityCall(
  db: Db,
  target: ItemAvailabilityTarget,
  change: { available: boolean; until: Date | null },
): Promise<RecordedItemCall> {
  const adapter = adapterFor(target.platform);
  const store = storeRefOf(target.restaurant);
  const availability: ItemAvailabilityChange = {
    items: [{ platformId: target.item.platformId, title: target.item.title }],
    available: change.available,
    until: change.available ? null : change.until,
  };
  const notIntegrated = explainNotIntegrated(target.platform, target.restaurant);
  const call = notIntegrated ? null : (adapter?.itemAvailabilityCall?.(availability, store) ?? null);
  const callId = await enqueuePlatformCall(db, {
    platform: target.platform,
    cartId: null,
    restaurantId: target.restaurant.id,
    menuItemId: target.item.id,
    action: change.available ? ITEM_AVAILABILITY_ACTIONS.available : ITEM_AVAILABILITY_ACTIONS.unavailable,
    call,
    // Each call sets the item's whole availability: a retry of an older one would undo this change.
    supersedeKey: `item:${target.item.id}`,
  });
  if (!call) {
    // Click N Collect is Comptoir's own storefront: the item just changed is what it sells, so the change is applied.
    const applied = target.platform === 'PLATFORM_CLICK_N_COLLECT' && !notIntegrated;
    const reason = reasonColumns(notIntegrated ?? explainUnsupportedItemAvailability(target.platform, store));
    await db
      .update(platformCalls)
      .set(applied ? { status: 'sent', sentAt: new Date(), ...reason } : reason)
      .where(eq(platformCalls.id, callId));
  }
  return { callId, supported: call !== null, endsSuspensionItself: adapter?.endsSuspensionItself !== false };
}
