import { hasAnyRole, RESTAURANT_SETTINGS_READER_ROLES } from '@comptoir/domain';
import type { SignedInContext } from '../../context/types';
import type { RestaurantRow } from '../../db/schema';
import { AppError } from '../../errors';
import { findSettingsRestaurant } from './find-settings-restaurant';

/**
 * restaurantSettingKom (query): the settings of a restaurant in scope, to the roles its screen opens to
 * (docs/roles.md#route-table: application, account manager, administrator). Passwords are never part of the answer.
 */
export async function readRestaurantSettings(context: SignedInContext, uuid: string): Promise<RestaurantRow> {
  if (!hasAnyRole(context.viewer.roles, RESTAURANT_SETTINGS_READER_ROLES)) throw new AppError('FORBIDDEN');
  return (await findSettingsRestaurant(context, { uuid })).restaurant;
}
