import type { PlatformCode } from '@comptoir/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { platforms, restaurants, type RestaurantRow } from '../../db/schema';
import { AppError } from '../../errors';
import { restaurantsInScope } from '../tenancy';

/** How the settings calls name a restaurant: the contract gives restaurantKDSKom an id, the others a uuid. */
export type RestaurantKey = { uuid: string } | { id: number };

export type SettingsRestaurant = { restaurant: RestaurantRow; platform: PlatformCode };

function matching(key: RestaurantKey): SQL {
  // Compared as text: a malformed uuid is simply not found rather than a database error.
  return 'uuid' in key ? sql`${restaurants.uuid}::text = ${key.uuid.trim().toLowerCase()}` : eq(restaurants.id, key.id);
}

/** The restaurant in the viewer's scope, with its platform; NOT_FOUND for a missing one and another company's alike. */
export async function findSettingsRestaurant(
  context: SignedInContext,
  key: RestaurantKey,
): Promise<SettingsRestaurant> {
  const [row] = await context.db
    .select({ restaurant: restaurants, platform: platforms.code })
    .from(restaurants)
    .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
    .where(and(matching(key), restaurantsInScope(context.viewer)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', { message: 'Restaurant not found' });
  return row;
}
