import type { PlatformCode } from '@comptoir/domain';
import type { Db } from '../../db/client';
import type { RestaurantRow } from '../../db/schema';
import { enqueuePlatformCall } from '../../platforms/outbound/enqueue';
import { storeRefOf } from '../../platforms/outbound/store-ref';
import { adapterFor } from '../../platforms/registry';
import { queueUberEatsActivation } from '../../platforms/uber-eats/activation';
import { loadMenuDocument } from '../menus';
import { loadOpeningWeeks } from '../restaurants';
import { pushOpeningHours } from '../schedules';
import { MENU_PUBLISH_ACTION } from '../menu-maker';

// docs/platforms.md#connecting: what approving a restaurant queues, on the approval's own transaction, for the
// outbound worker to send (docs/architecture.md#outbox).

export type ActivationTarget = { restaurant: RestaurantRow; platform: PlatformCode };

/**
 * A platform's own step to make the link live (Uber Eats: `pos_data`); none elsewhere: Deliveroo's restaurant linked
 * Comptoir in Partner Hub, and Just Eat's and Glovo's account managers set the store up on their side.
 */
type PlatformActivation = (tx: Db, target: ActivationTarget) => Promise<void>;

const PLATFORM_ACTIVATIONS: Partial<Record<PlatformCode, PlatformActivation>> = {
  // pos_data with the owner's grant; Uber then sends store.provisioned (docs/platforms.md#connecting-uber-eats).
  PLATFORM_UBER_EAT: (tx, { restaurant }) => queueUberEatsActivation(tx, restaurant),
};

/** The menu upload of the restaurant's live menu, when it has one, as the menu maker's publish queues it. */
async function queueMenuUpload(tx: Db, { restaurant, platform }: ActivationTarget, now: Date, origin: string) {
  const menu = await loadMenuDocument(tx, restaurant, now, origin);
  const call = menu ? (adapterFor(platform)?.menuPublishCall?.(menu, storeRefOf(restaurant)) ?? null) : null;
  if (!call) return;
  await enqueuePlatformCall(tx, {
    platform,
    cartId: null,
    restaurantId: restaurant.id,
    action: MENU_PUBLISH_ACTION,
    call,
    supersedeKey: MENU_PUBLISH_ACTION,
  });
}

/**
 * Queues, on `tx`, the platform's activation, then the restaurant's live menu and its opening hours where it has them
 * (a restaurant registered minutes ago usually has neither yet: they go out when first set).
 */
export async function queueActivationCalls(tx: Db, target: ActivationTarget, now: Date, origin: string) {
  await PLATFORM_ACTIVATIONS[target.platform]?.(tx, target);
  await queueMenuUpload(tx, target, now, origin);
  const week = (await loadOpeningWeeks(tx, [target.restaurant.id])).get(target.restaurant.id) ?? [];
  if (week.length > 0) await pushOpeningHours(tx, target, week, now, origin);
}
