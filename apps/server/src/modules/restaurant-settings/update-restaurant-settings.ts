import {
  canChangeRestaurantSettings,
  isDeliveryMode,
  validateRestaurantSettings,
  type RestaurantSettingsInput,
} from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { restaurants, type RestaurantRow } from '../../db/schema';
import { AppError } from '../../errors';
import { queueStoreCall } from '../../platforms/outbound/queue-store-call';
import { recordViewerAudit } from '../audit';
import { readPlatformData } from '../restaurants';
import { checkedCredentials } from './checked-credentials';
import { findSettingsRestaurant, type RestaurantKey } from './find-settings-restaurant';
import { settingsChanges } from './settings-changes';

/**
 * restaurantSettingKom, restaurantKDSKom and restaurantDeliverySetting (docs/restaurant-settings.md): administrators
 * and the restaurant's account managers change any field sent; a new preparation time or delivery mode is queued for
 * the platform in the same transaction, and the change is audited by field name (never a password).
 */
export async function updateRestaurantSettings(
  context: SignedInContext,
  key: RestaurantKey,
  input: RestaurantSettingsInput,
): Promise<RestaurantRow> {
  if (!canChangeRestaurantSettings(context.viewer.roles)) throw new AppError('FORBIDDEN');
  const found = await findSettingsRestaurant(context, key);
  const { restaurant, platform } = found;
  const data = readPlatformData(restaurant);
  const errors = validateRestaurantSettings(input, {
    country: restaurant.country ?? 'FR',
    tabletLogin: data.tabletLogin,
    mainLogin: data.mainLogin ?? null,
  });
  if (errors) throw new AppError('BAD_USER_INPUT', { details: { fields: errors } });

  const changes = settingsChanges(restaurant, input);
  // The platform is asked before anything is written: a refused login saves nothing.
  const credentials = await checkedCredentials(context, found, data, input);
  const fields = [...changes.fields, ...credentials.fields];
  if (fields.length === 0) return restaurant;

  const updated = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .update(restaurants)
      .set({
        ...changes.set,
        ...(credentials.fields.length > 0
          ? {
              platformData: credentials.platformData,
              komIsConnected: credentials.connected,
              credentialsVerified: credentials.verified,
            }
          : {}),
      })
      .where(eq(restaurants.id, restaurant.id))
      .returning();
    if (!row) return null;
    const target = { id: row.id, platform, platformStoreId: row.platformStoreId };
    if (changes.set.preparationTime !== undefined && row.preparationTime !== null)
      await queueStoreCall(tx, target, { type: 'preparationTime', minutes: row.preparationTime });
    if (changes.set.deliveryMode !== undefined && isDeliveryMode(row.deliveryMode))
      await queueStoreCall(tx, target, { type: 'deliveryMode', mode: row.deliveryMode });
    await recordViewerAudit(tx, context, {
      action: 'restaurant.settings',
      entity: 'restaurant',
      entityId: restaurant.uuid,
      data: { fields },
    });
    return row;
  });
  if (!updated) throw new AppError('NOT_FOUND', { message: 'Restaurant not found' });
  context.wakeOutbound();
  return updated;
}
