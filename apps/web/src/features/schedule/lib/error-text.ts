import type { TFunction } from 'i18next';
import { getErrorCode, GraphQLRequestError } from '../../../lib/graphql-errors';

/** A refused change says what the server found (it names the day and periods); anything else by its error code. */
export function errorText(error: unknown, t: TFunction): string {
  const code = getErrorCode(error);
  if (code === 'BAD_USER_INPUT' && error instanceof GraphQLRequestError) return error.message;
  return t(`errors.${code}`);
}
