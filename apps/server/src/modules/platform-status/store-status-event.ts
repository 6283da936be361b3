import type { PlatformCode } from '@comptoir/domain';
import type { PlatformStoreStatus, WebhookEnvelope } from '../../platforms/adapter';
import { findStatusCheckedRestaurant, readStoreStatus, type StatusReadDeps } from './read-store-status';

/**
 * What a store status webhook says (docs/platforms.md#store-status): the status it carries (Just Eat), or, when it
 * only says the status changed (Uber Eats), the status read from the platform now — a failed read throws, and the
 * intake retries the event. Null when no restaurant has that store.
 */
export async function storeStatusOfEvent(
  deps: StatusReadDeps,
  platform: PlatformCode,
  envelope: WebhookEnvelope,
  now: Date,
): Promise<{ restaurantId: number; status: PlatformStoreStatus } | null> {
  if (!envelope.storeId) return null;
  const restaurant = await findStatusCheckedRestaurant(deps.db, platform, envelope.storeId);
  if (!restaurant) return null;
  const status = envelope.storeStatus ?? (await readStoreStatus(deps.client, restaurant, now));
  return { restaurantId: restaurant.id, status };
}
