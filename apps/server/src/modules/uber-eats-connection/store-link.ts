import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platforms, restaurants } from '../../db/schema';
import type { PlatformClient } from '../../platforms/outbound/platform-client';
import { isUberStoreLinked } from '../../platforms/uber-eats/provisioning';

// Uber's `store.provisioned` and `store.deprovisioned` (docs/platforms.md#connecting-uber-eats): the restaurant's
// `unlinked_at` follows the link as Uber has it now, read back from pos_data, so that two events delivered out of
// order still leave the right state. A store unlinked is a restaurant problem until it is linked again.

export type StoreLink = { restaurantId: number; unlinkedAt: Date | null; linked: boolean };

/** The restaurant of the store and whether Uber links it to Comptoir now; null for a store no restaurant has. */
export async function readUberStoreLink(
  deps: { db: Db; client: PlatformClient },
  storeId: string,
): Promise<StoreLink | null> {
  const [restaurant] = await deps.db
    .select({ id: restaurants.id, unlinkedAt: restaurants.unlinkedAt })
    .from(restaurants)
    .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
    .where(and(eq(platforms.code, 'PLATFORM_UBER_EAT'), eq(restaurants.platformStoreId, storeId)));
  if (!restaurant) return null;
  const linked = await isUberStoreLinked(deps.client, storeId);
  return { restaurantId: restaurant.id, unlinkedAt: restaurant.unlinkedAt, linked };
}

/** Writes the link on `tx`, the transaction that marks the event processed. */
export async function writeUberStoreLink(tx: Db, link: StoreLink, now: Date): Promise<void> {
  // The first unlinking is the instant kept: a repeated event does not move it.
  if (!link.linked && link.unlinkedAt !== null) return;
  await tx
    .update(restaurants)
    .set({ unlinkedAt: link.linked ? null : now })
    .where(eq(restaurants.id, link.restaurantId));
}
