import type { RestaurantPlatformData } from '../../db/schema';
import { decryptValue, encryptValue } from '../../lib/data-encryption';

// A restaurant's platform passwords are for the platform adapters only: kept encrypted under DATA_KEY like an IBAN,
// and never answered to anyone (docs/restaurant-settings.md#credentials). A tablet password saved before that is
// still in clear in `tabletPass` until it is replaced.

// Encrypted under a DATA_KEY since replaced, a password is lost: it reads as none, to be entered again.
function decryptOrNull(dataKey: Uint8Array, stored: string): string | null {
  try {
    return decryptValue(dataKey, stored);
  } catch {
    return null;
  }
}

/** The tablet password, for the platform check; null when none is stored (or it cannot be read). */
export function readTabletPassword(dataKey: Uint8Array, data: RestaurantPlatformData | null): string | null {
  if (data?.tabletPassEncrypted) return decryptOrNull(dataKey, data.tabletPassEncrypted);
  return data?.tabletPass ?? null;
}

/** The main (partner portal) password, for the platform check; null when none is stored (or it cannot be read). */
export function readMainPassword(dataKey: Uint8Array, data: RestaurantPlatformData | null): string | null {
  return data?.mainPassEncrypted ? decryptOrNull(dataKey, data.mainPassEncrypted) : null;
}

/** The platform data with this tablet login and password, the password encrypted (and the clear one dropped). */
export function withTabletCredentials(
  dataKey: Uint8Array,
  data: RestaurantPlatformData,
  login: string,
  password: string,
): RestaurantPlatformData {
  return {
    ...data,
    tabletLogin: login,
    tabletPass: null,
    tabletPassEncrypted: encryptValue(dataKey, password),
    hasLoginPassword: true,
  };
}

/** The platform data with this main login and password, the password encrypted. */
export function withMainCredentials(
  dataKey: Uint8Array,
  data: RestaurantPlatformData,
  login: string,
  password: string,
): RestaurantPlatformData {
  return { ...data, mainLogin: login, mainPassEncrypted: encryptValue(dataKey, password) };
}

export function hasTabletPassword(data: RestaurantPlatformData | null): boolean {
  return Boolean(data?.tabletPassEncrypted || data?.tabletPass);
}

export function hasMainPassword(data: RestaurantPlatformData | null): boolean {
  return Boolean(data?.mainPassEncrypted);
}
