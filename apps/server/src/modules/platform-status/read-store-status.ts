import type { PlatformCode } from '@comptoir/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platforms, platformStatusChecks, restaurants, type RestaurantRow } from '../../db/schema';
import type { PlatformStoreStatus } from '../../platforms/adapter';
import type { PlatformClient } from '../../platforms/outbound/platform-client';
import { storeRefOf } from '../../platforms/outbound/store-ref';
import { adapterFor } from '../../platforms/registry';
import { applyStoreStatus } from './apply-store-status';

export type StatusReadDeps = { db: Db; client: PlatformClient };

export type StatusCheckedRestaurant = Pick<
  RestaurantRow,
  'id' | 'platformStoreId' | 'preparationTime' | 'platformData'
> & {
  platform: PlatformCode;
};

/** The restaurant of a platform's store id, as the status check needs it; null when Comptoir has none. */
export async function findStatusCheckedRestaurant(
  db: Db,
  platform: PlatformCode,
  storeId: string,
): Promise<StatusCheckedRestaurant | null> {
  const [restaurant] = await db
    .select({
      id: restaurants.id,
      platform: platforms.code,
      platformStoreId: restaurants.platformStoreId,
      preparationTime: restaurants.preparationTime,
      platformData: restaurants.platformData,
    })
    .from(restaurants)
    .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
    .where(
      and(
        eq(platforms.code, platform),
        eq(restaurants.platformStoreId, storeId),
        // As the health check: a pending or rejected restaurant is not the platform's yet, an unlinked one no longer.
        eq(restaurants.integrationStatus, 'integrated'),
        isNull(restaurants.unlinkedAt),
      ),
    )
    .limit(1);
  return restaurant ?? null;
}

/**
 * Reads the store's status from its platform, at once: a read changes nothing on the platform, so it is no side effect
 * for the platform_calls outbox (which exists so a change and its call commit together); it is the immediate read the
 * intake already makes for an order (docs/platforms.md#store-status). Throws when the platform cannot be read.
 */
export async function readStoreStatus(
  client: PlatformClient,
  restaurant: StatusCheckedRestaurant,
  now: Date,
): Promise<PlatformStoreStatus> {
  const adapter = adapterFor(restaurant.platform);
  const call = adapter?.storeStatusCall?.(storeRefOf(restaurant));
  if (!adapter?.parseStoreStatus || !call) throw new Error(`${restaurant.platform} has no store status read for it`);
  const answer = await client.request(restaurant.platform, call);
  let status: PlatformStoreStatus | null;
  try {
    status = adapter.parseStoreStatus(answer, now);
  } catch {
    status = null;
  }
  if (!status) throw new Error(`The store status read answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  return status;
}

/**
 * One health check of one restaurant: its status read and applied, and the check recorded (its error when the read
 * failed, the restaurant's last known status then left as it was). True when the status changed.
 */
export async function checkStoreStatus(
  deps: StatusReadDeps,
  restaurant: StatusCheckedRestaurant,
  now: Date,
): Promise<boolean> {
  let changed = false;
  let lastError: string | null = null;
  try {
    const status = await readStoreStatus(deps.client, restaurant, now);
    changed = await applyStoreStatus(deps.db, restaurant.id, status, now);
  } catch (error) {
    lastError = error instanceof Error ? error.message : String(error);
  }
  await deps.db
    .insert(platformStatusChecks)
    .values({ restaurantId: restaurant.id, checkedAt: now, lastError })
    .onConflictDoUpdate({ target: platformStatusChecks.restaurantId, set: { checkedAt: now, lastError } });
  return changed;
}
