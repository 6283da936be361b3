import type { TFunction } from 'i18next';
import { errorMessage } from './error-message';
import { GraphQLRequestError, getErrorCode } from './graphql-errors';

/**
 * The server's `extensions.fields` of a refused form ({ field: validationKeyOrErrorCode }, docs/accounts.md): what
 * each field's message is, by the form's path (`adresse.postalCode`); empty when the error names no field.
 */
export function fieldErrorKeys(error: unknown): Record<string, string> {
  if (!(error instanceof GraphQLRequestError)) return {};
  const extensions: Record<string, unknown> = error.errors[0]?.extensions ?? {};
  const { fields } = extensions;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * The sentence above a form whose request failed (errorMessage). With `shown`, a screen names the codes it explains;
 * any other reads as a server error (TOO_MANY_ATTEMPTS always shows).
 */
export function describeRequestError(error: unknown, t: TFunction, shown?: readonly string[]): string {
  const code = getErrorCode(error);
  if (shown && code !== 'TOO_MANY_ATTEMPTS' && !shown.includes(code)) return t('errors.INTERNAL_SERVER_ERROR');
  return errorMessage(error, t);
}
