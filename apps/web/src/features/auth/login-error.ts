import type { TFunction } from 'i18next';
import { describeRequestError } from '../../lib/field-errors';

// TOKEN_EXPIRED: a tablet's code or link that is wrong, used or past its 15 minutes (docs/accounts.md#tablets).
const SHOWN_AS_IS = ['INVALID_CREDENTIALS', 'ACCOUNT_DISABLED', 'TOKEN_EXPIRED'];

/** The sentence shown under the login form for a failed attempt; anything unexpected is a server error. */
export function describeLoginError(error: unknown, t: TFunction): string {
  return describeRequestError(error, t, SHOWN_AS_IS);
}
