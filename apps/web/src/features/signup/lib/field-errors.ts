import type { TFunction } from 'i18next';
import { GraphQLRequestError, getErrorCode } from '../../../lib/graphql-errors';

/**
 * The server's `extensions.fields` ({ field: validationKeyOrErrorCode }, docs/accounts.md#sign-up) as translated
 * messages under the form's paths; empty when the error names no field.
 */
export function readFieldErrors(error: unknown, t: TFunction, exists: (key: string) => boolean): Record<string, string> {
  if (!(error instanceof GraphQLRequestError)) return {};
  const extensions: Record<string, unknown> = error.errors[0]?.extensions ?? {};
  const fields = extensions.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields as Record<string, unknown>)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([field, key]) => [field, exists(`validation.${key}`) ? t(`validation.${key}`) : t(`errors.${key}`)]),
  );
}

/** The sentence above a form whose request failed: the code's message, with the wait after too many attempts. */
export function describeRequestError(error: unknown, t: TFunction): string {
  const code = getErrorCode(error);
  if (code === 'TOO_MANY_ATTEMPTS') {
    const seconds = error instanceof GraphQLRequestError ? error.retryAfterSeconds : null;
    return seconds === null ? t('errors.TOO_MANY_ATTEMPTS') : `${t('errors.TOO_MANY_ATTEMPTS')} ${t('auth.retryIn', { seconds })}`;
  }
  return t(`errors.${code}`);
}
