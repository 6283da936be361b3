import { validateTabletCredentials } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import type { Db } from '../../db/client';
import { restaurants, type RestaurantPlatformData, type RestaurantRow } from '../../db/schema';
import { AppError } from '../../errors';
import { recordViewerAudit } from '../audit';
import { checkTypedCredentials, readTabletPassword, withTabletCredentials, readPlatformData } from '../restaurants';
import { findRestaurantInScope } from './restaurant-in-scope';

/**
 * Re-checks the stored tablet credentials with the platform: the "without login/password" problem
 * (docs/screens.md#restaurant-problems) and the "connection parameters incorrect" problems follow from hasLoginPassword
 * and isConnected.
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
  const verdict = stored ? await context.checkStoreCredentials(store, data.tabletLogin ?? '', password ?? '') : null;
  // Only the platform's own refusal disconnects; a pair it gives no way to check stays as it was, unverified.
  return saveCredentialState(
    context.db,
    restaurant,
    { ...data, hasLoginPassword: stored },
    {
      komIsConnected: verdict === null ? restaurant.komIsConnected : verdict !== 'refused',
      credentialsVerified:
        verdict === null || verdict === 'refused' ? restaurant.credentialsVerified : verdict === 'accepted',
    },
  );
}

/**
 * Tablet credentials form (docs/screens.md#restaurant-problems): refused by the platform → WRONG_CREDENTIALS and
 * nothing saved; saved otherwise, marked unverified when the platform gives no way to check them.
 */
export async function saveTabletCredentials(
  context: SignedInContext,
  restaurantUuid: string,
  tabletLogin: string,
  tabletPassword: string,
): Promise<RestaurantRow> {
  const { restaurant, platform } = await findRestaurantInScope(context, restaurantUuid);
  const issues = validateTabletCredentials(tabletLogin, tabletPassword);
  if (issues) {
    const message = Object.values(issues)[0];
    throw new AppError('BAD_USER_INPUT', { message, details: { fields: issues } });
  }
  const login = tabletLogin.trim();
  const store = { platform, platformStoreId: restaurant.platformStoreId };
  const verdict = await checkTypedCredentials(context, store, login, tabletPassword);
  if (verdict === 'refused') throw new AppError('WRONG_CREDENTIALS');
  const data = withTabletCredentials(context.config.dataKey, readPlatformData(restaurant), login, tabletPassword);
  return context.db.transaction(async (tx) => {
    const updated = await saveCredentialState(tx, restaurant, data, {
      komIsConnected: true,
      credentialsVerified: verdict === 'accepted',
    });
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
  state: Pick<RestaurantRow, 'komIsConnected' | 'credentialsVerified'>,
): Promise<RestaurantRow> {
  const [row] = await db
    .update(restaurants)
    .set({ platformData, ...state })
    .where(eq(restaurants.id, restaurant.id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', { message: 'Restaurant not found' });
  return row;
}
