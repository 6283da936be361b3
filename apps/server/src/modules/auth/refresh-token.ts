import { signAccessToken } from '../../context/tokens';
import type { SignedInContext } from '../../context/types';

// The fresh token is for whoever really signed in, not for the account being acted as, and keeps its token version.
export function refreshToken(context: SignedInContext): Promise<string> {
  return signAccessToken(context.config.jwtSecret, context.viewer.actor);
}
