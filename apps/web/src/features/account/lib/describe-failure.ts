import type { TFunction } from 'i18next';
import { errorMessage } from '../../../lib/error-message';
import { getErrorCode, GraphQLRequestError } from '../../../lib/graphql-errors';

/**
 * The sentence for a save that failed as a whole: the code's message, with how long to wait after too many attempts.
 */
export function describeFailure(error: unknown, t: TFunction): string {
  const code = getErrorCode(error);
  const seconds = error instanceof GraphQLRequestError ? error.retryAfterSeconds : null;
  if (code === 'TOO_MANY_ATTEMPTS' && seconds !== null)
    return t('account.retryIn', { minutes: Math.ceil(seconds / 60) });
  return errorMessage(error, t);
}
