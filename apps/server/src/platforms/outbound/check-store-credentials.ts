import { PLATFORMS, type PlatformCode } from '@comptoir/domain';
import type { OutboundCall } from '../adapter';
import { asRecord, optionalString } from '../json-reader';
import type { PlatformConnection, PlatformConnections } from '../platform-config';
import { PlatformRequestError, type PlatformClient } from './platform-client';

export type CredentialsCheckDeps = { client: PlatformClient; connections: PlatformConnections };

export type CredentialsCheckRestaurant = { platform: PlatformCode; platformStoreId: string };

/** The simulator's answer to a wrong pair (401 alone could also mean Comptoir's own API credentials were refused). */
const INVALID_TABLET_CREDENTIALS = 'invalid_credentials';

/**
 * The tablet / Hub login check. None of the platforms publishes one (docs/platforms.md lists no login-check call for
 * Uber Eats, Deliveroo, Just Eat or Glovo; GET RESTO and Click N Collect have no tablet login), so only the demo
 * simulator answers it.
 */
function tabletLoginCheckCall(storeId: string, login: string, password: string): OutboundCall {
  return { method: 'POST', path: `/stores/${encodeURIComponent(storeId)}/tablet-login`, body: { login, password } };
}

// In demo mode each platform's partner API is the simulator at /simulator/<slug> (platform-config.ts).
function isSimulator(connection: PlatformConnection, platform: PlatformCode): boolean {
  const slug = PLATFORMS[platform].slug;
  return slug !== null && connection.apiUrl.endsWith(`/simulator/${slug}`);
}

/**
 * What the platform says of a tablet login: 'accepted' or 'refused' only when it answered; 'unverifiable' when it
 * publishes no way to ask (docs/platforms.md#tablet-credentials), so the pair is kept as given and marked unverified.
 */
export type CredentialsVerdict = 'accepted' | 'refused' | 'unverifiable';

/**
 * Whether the platform accepts these tablet credentials. Empty ones are refused without a call; a real platform,
 * which has no check to call, leaves them unverifiable (never accepted blindly); the simulator decides with one
 * immediate call (not queued). Throws PlatformRequestError when the simulator cannot be reached or answers anything
 * but yes or no.
 */
export async function checkStoreCredentials(
  deps: CredentialsCheckDeps,
  restaurant: CredentialsCheckRestaurant,
  login: string,
  password: string,
): Promise<CredentialsVerdict> {
  if (login.trim() === '' || password.trim() === '') return 'refused';
  if (!isSimulator(deps.connections[restaurant.platform], restaurant.platform)) return 'unverifiable';
  const response = await deps.client.request(
    restaurant.platform,
    tabletLoginCheckCall(restaurant.platformStoreId, login, password),
  );
  if (response.status >= 200 && response.status < 300) return 'accepted';
  if (response.status === 401 && codeOf(response.text) === INVALID_TABLET_CREDENTIALS) return 'refused';
  throw new PlatformRequestError(
    `${PLATFORMS[restaurant.platform].label} answered ${response.status} to the tablet login check`,
  );
}

function codeOf(text: string): string | null {
  try {
    return optionalString(asRecord(JSON.parse(text)).code);
  } catch {
    return null;
  }
}
