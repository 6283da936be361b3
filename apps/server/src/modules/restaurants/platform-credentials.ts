import type { RestaurantPlatformData } from '../../db/schema';
import { decryptValue, encryptValue } from '../../lib/data-encryption';

// A restaurant's platform passwords are for the platform adapters only: kept encrypted under DATA_KEY like an IBAN,
// and never answered to anyone (docs/restaurant-settings.md#credentials). A tablet password saved before that is
// still in clear in `tabletPass` until it is replaced.

/** The tablet password, for the platform check; null when none is stored. */
export function readTabletPassword(dataKey: Uint8Array, data: RestaurantPlatformData | null): string | null {
  if (data?.tabletPassEncrypted) return decryptValue(dataKey, data.tabletPassEncrypted);
  return data?.tabletPass ?? null;
}

/** The main (partner portal) password, for the platform check; null when none is stored. */
export function readMainPassword(dataKey: Uint8Array, data: RestaurantPlatformData | null): string | null {
  return data?.mainPassEncrypted ? decryptValue(dataKey, data.mainPassEncrypted) : null;
}

/** The platform data with this tablet login and password, the password encrypted (and the clear one dropped). */
export function withTabletCredentials(dataKey: Uint8Array, data: RestaurantPlatformData, login: string, password: string): RestaurantPlatformData {
  return { ...data, tabletLogin: login, tabletPass: null, tabletPassEncrypted: encryptValue(dataKey, password), hasLoginPassword: true };
}

/** The platform data with this main login and password, the password encrypted. */
export function withMainCredentials(dataKey: Uint8Array, data: RestaurantPlatformData, login: string, password: string): RestaurantPlatformData {
  return { ...data, mainLogin: login, mainPassEncrypted: encryptValue(dataKey, password) };
}

export function hasTabletPassword(data: RestaurantPlatformData | null): boolean {
  return Boolean(data?.tabletPassEncrypted || data?.tabletPass);
}

export function hasMainPassword(data: RestaurantPlatformData | null): boolean {
  return Boolean(data?.mainPassEncrypted);
}
