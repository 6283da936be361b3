import type { LinkHolder } from '../auth';
import { buildUploadUrl, UPLOAD_TOKEN_LIFETIME_SECONDS } from '../uploads';

// Half the link's hour: a link signed at the start of the current half hour still has 30 minutes to run.
const STEP_MS = (UPLOAD_TOKEN_LIFETIME_SECONDS * 1000) / 2;

/**
 * `Company.picture`: the logo's signed link (docs/accounts.md#account-page). The profile asking every minute gets the
 * same link for half an hour — signed as of the start of that half hour — so the browser shows its cached logo
 * instead of fetching a new URL each time.
 */
export function logoUrl(
  secret: Uint8Array,
  picture: string,
  holder: LinkHolder,
  now: Date = new Date(),
): Promise<string> {
  return buildUploadUrl(secret, picture, holder, new Date(Math.floor(now.getTime() / STEP_MS) * STEP_MS));
}
