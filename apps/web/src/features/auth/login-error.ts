import type { TFunction } from 'i18next';
import { GraphQLRequestError, getErrorCode } from '../../lib/graphql-errors';

// TOKEN_EXPIRED: a tablet's code or link that is wrong, used or past its 15 minutes (docs/accounts.md#tablets).
const SHOWN_AS_IS = new Set(['INVALID_CREDENTIALS', 'ACCOUNT_DISABLED', 'TOKEN_EXPIRED']);

/** The sentence shown under the login form for a failed attempt; anything unexpected is a server error. */
export function describeLoginError(error: unknown, t: TFunction): string {
  const code = getErrorCode(error);
  if (SHOWN_AS_IS.has(code)) return t(`errors.${code}`);
  if (code === 'TOO_MANY_ATTEMPTS') {
    const seconds = error instanceof GraphQLRequestError ? error.retryAfterSeconds : null;
    const wait = seconds === null ? '' : ` ${t('auth.retryIn', { seconds })}`;
    return `${t('errors.TOO_MANY_ATTEMPTS')}${wait}`;
  }
  return t('errors.INTERNAL_SERVER_ERROR');
}
