import { GraphQLRequestError } from '../../lib/graphql-errors';

/**
 * The key the server gave a form field (BAD_USER_INPUT or PASSWORD_USED_BEFORE with extensions.fields,
 * docs/accounts.md#errors): a validation key or an error code, for one of `names`.
 */
export function serverFieldError(error: unknown, names: readonly string[]): string | null {
  if (!(error instanceof GraphQLRequestError)) return null;
  for (const item of error.errors) {
    const fields: unknown = (item.extensions as Record<string, unknown> | undefined)?.fields;
    if (typeof fields !== 'object' || fields === null) continue;
    for (const name of names) {
      const key: unknown = (fields as Record<string, unknown>)[name];
      if (typeof key === 'string') return key;
    }
  }
  return null;
}
