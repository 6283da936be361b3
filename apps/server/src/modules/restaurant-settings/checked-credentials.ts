import type { RestaurantSettingsField, RestaurantSettingsInput } from '@comptoir/domain';
import type { SignedInContext } from '../../context/types';
import type { RestaurantPlatformData } from '../../db/schema';
import { AppError } from '../../errors';
import {
  checkTypedCredentials,
  readMainPassword,
  readTabletPassword,
  withMainCredentials,
  withTabletCredentials,
} from '../restaurants';
import type { SettingsRestaurant } from './find-settings-restaurant';

export type CredentialChanges = {
  platformData: RestaurantPlatformData;
  fields: RestaurantSettingsField[];
  connected: boolean;
  /** Whether the platform confirmed the tablet pair (credentials_verified), as it stands after the change. */
  verified: boolean | null;
};

type Pair = { loginField: 'tabletLogin' | 'mainLogin'; passwordField: 'tabletPassword' | 'mainPassword' };

/**
 * The platform data with the tablet and main credentials sent, once the platform accepts each changed pair, as the
 * tablet-login form checks them (docs/restaurant-settings.md#credentials): a new login is checked with the stored
 * password, a new password with the login sent or stored. A refusal is WRONG_CREDENTIALS naming the pair's fields,
 * and nothing is saved; a pair the platform gives no way to check is saved, the tablet's marked unverified.
 */
export async function checkedCredentials(
  context: SignedInContext,
  { restaurant, platform }: SettingsRestaurant,
  data: RestaurantPlatformData,
  input: RestaurantSettingsInput,
): Promise<CredentialChanges> {
  const { dataKey } = context.config;
  const store = { platform, platformStoreId: restaurant.platformStoreId };
  let platformData = data;
  const fields: RestaurantSettingsField[] = [];
  let connected = restaurant.komIsConnected;
  let verified = restaurant.credentialsVerified;
  const pairs: [Pair, string | null, string | null][] = [
    [
      { loginField: 'tabletLogin', passwordField: 'tabletPassword' },
      data.tabletLogin,
      readTabletPassword(dataKey, data),
    ],
    [
      { loginField: 'mainLogin', passwordField: 'mainPassword' },
      data.mainLogin ?? null,
      readMainPassword(dataKey, data),
    ],
  ];
  for (const [pair, storedLogin, storedPassword] of pairs) {
    const login = input[pair.loginField]?.trim() ?? storedLogin;
    const password = input[pair.passwordField] || storedPassword;
    const loginChanged = login !== storedLogin;
    const passwordSent = Boolean(input[pair.passwordField]);
    if (!loginChanged && !passwordSent) continue;
    if (!login) continue;
    if (password) {
      const verdict = await checkTypedCredentials(context, store, login, password);
      if (verdict === 'refused') {
        throw new AppError('WRONG_CREDENTIALS', {
          details: { fields: { [pair.loginField]: 'WRONG_CREDENTIALS', [pair.passwordField]: 'WRONG_CREDENTIALS' } },
        });
      }
      platformData =
        pair.loginField === 'tabletLogin'
          ? withTabletCredentials(dataKey, platformData, login, password)
          : withMainCredentials(dataKey, platformData, login, password);
      if (pair.loginField === 'tabletLogin') {
        connected = true;
        verified = verdict === 'accepted';
      }
    } else {
      // A login without any password to check it with is kept as a name only: nothing is marked as working.
      platformData = { ...platformData, [pair.loginField]: login };
    }
    fields.push(...(loginChanged ? [pair.loginField] : []), ...(passwordSent ? [pair.passwordField] : []));
  }
  return { platformData, fields, connected, verified };
}
