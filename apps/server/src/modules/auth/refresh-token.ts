import { signAccessToken } from '../../context/tokens';
import type { SignedInContext } from '../../context/types';

// The fresh token is for whoever really signed in, not for the account being acted as, and keeps its token version
// and its enrolled tablet (docs/accounts.md#tablets), so a refreshed tablet can still be revoked.
export function refreshToken(context: SignedInContext): Promise<string> {
  const { actor, deviceId } = context.viewer;
  return signAccessToken(context.config.jwtSecret, { uuid: actor.uuid, tokenVersion: actor.tokenVersion, deviceId });
}
