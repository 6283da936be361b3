import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import type { Db } from '../../db/client';
import { restaurants, type RestaurantPlatformData, type RestaurantRow } from '../../db/schema';
import { AppError } from '../../errors';
import { recordViewerAudit } from '../audit/record-viewer-audit';
import { readTabletPassword, withTabletCredentials } from '../restaurants/platform-credentials';
import { readPlatformData } from '../restaurants/restaurant-status.graphql';
import { findRestaurantInScope } from './restaurant-in-scope';

/**
 * Re-checks the stored tablet credentials with the platform: SPEC §4's "without login/password" and §8's "connection
 * parameters incorrect" problems follow from hasLoginPassword and isConnected.
 */
export async function recheckTabletCredentials(
  context: SignedInContext,
  restaurantUuid: string,
): Promise<RestaurantRow> {
  const { restaurant, platform } = await findRestaurantInScope(context, restaurantUuid);
  const data = readPlatformData(restaurant);
  const password = readTabletPassword(context.config.dataKey, data);
  const stored = Boolean(data.tabletLogin && password);
  const store = { platform, platformStoreId: restaurant.platformStoreId };
  const accepted = stored && (await context.checkStoreCredentials(store, data.tabletLogin ?? '', password ?? ''));
  return saveCredentialState(
    context.db,
    restaurant,
    { ...data, hasLoginPassword: stored },
    stored ? accepted : restaurant.komIsConnected,
  );
}

/** SPEC §4 tablet credentials form: saved only once the platform accepts them (WRONG_CREDENTIALS otherwise). */
export async function saveTabletCredentials(
  context: SignedInContext,
  restaurantUuid: string,
  tabletLogin: string,
  tabletPassword: string,
): Promise<RestaurantRow> {
  const { restaurant, platform } = await findRestaurantInScope(context, restaurantUuid);
  const login = tabletLogin.trim();
  if (!login || !tabletPassword) throw new AppError('BAD_USER_INPUT', { message: 'field_required' });
  const store = { platform, platformStoreId: restaurant.platformStoreId };
  if (!(await context.checkStoreCredentials(store, login, tabletPassword))) throw new AppError('WRONG_CREDENTIALS');
  const data = withTabletCredentials(context.config.dataKey, readPlatformData(restaurant), login, tabletPassword);
  return context.db.transaction(async (tx) => {
    const updated = await saveCredentialState(tx, restaurant, data, true);
    // The password stays out of the audit trail.
    await recordViewerAudit(tx, context, {
      action: 'restaurant.tablet-login',
      entity: 'restaurant',
      entityId: restaurant.uuid,
      data: { tabletLogin: login },
    });
    return updated;
  });
}

async function saveCredentialState(
  db: Db,
  restaurant: RestaurantRow,
  platformData: RestaurantPlatformData,
  komIsConnected: boolean,
): Promise<RestaurantRow> {
  const [row] = await db
    .update(restaurants)
    .set({ platformData, komIsConnected })
    .where(eq(restaurants.id, restaurant.id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', { message: 'Restaurant not found' });
  return row;
}
