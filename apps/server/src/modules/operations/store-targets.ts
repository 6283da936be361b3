import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platforms, restaurants } from '../../db/schema';
import type { StoreActionRestaurant } from '../../platforms/outbound/queue-store-call';

/** The restaurants matching `where`, as the platform outbox addresses them. */
export function loadStoreTargets(db: Db, where: SQL): Promise<StoreActionRestaurant[]> {
  return db
    .select({ id: restaurants.id, platform: platforms.code, platformStoreId: restaurants.platformStoreId })
    .from(restaurants)
    .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
    .where(where);
}
