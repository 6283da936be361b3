import type { PlatformCode } from './platforms';
import type { TextBounds } from './validation';

/**
 * Comptoir's own channels (docs/platforms.md#connecting): a restaurant on one is integrated at once, with no platform
 * tablet to log in and no account manager's review; a marketplace's waits for that review.
 */
export const OWN_CHANNELS: readonly PlatformCode[] = ['PLATFORM_GET_RESTO', 'PLATFORM_CLICK_N_COLLECT'];

/** Why an account manager rejects a restaurant: the company reads it on its page and in its e-mail. */
export const REJECTION_REASON_BOUNDS: TextBounds = { min: 1, max: 500 };
