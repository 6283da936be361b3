import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { GraphQLRequestError, NetworkError, getErrorCode, getErrorReason } from './graphql-errors';

type Params = Record<string, string | number>;

/**
 * The values a refusal's sentence names (`extensions.params`, docs/errors.md): strings and numbers only, so that a
 * malformed answer cannot put an object on the screen.
 */
function errorParams(error: unknown): Params {
  if (!(error instanceof GraphQLRequestError)) return {};
  const extensions: Record<string, unknown> = error.errors.find((entry) => entry.extensions?.params)?.extensions ?? {};
  const { params } = extensions;
  if (typeof params !== 'object' || params === null) return {};
  return Object.fromEntries(
    Object.entries(params).filter(
      (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

/**
 * Any thrown error as a sentence in the reader's language: the refusal's reason (`errorReasons.<REASON>`, with its
 * params), else its code (`errors.<CODE>`), else a server error. The server's English `message` is for API clients
 * and never shown (docs/errors.md).
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof NetworkError) return t('errors.NETWORK_ERROR');
  const code = getErrorCode(error);
  if (code === 'TOO_MANY_ATTEMPTS') {
    const seconds = error instanceof GraphQLRequestError ? error.retryAfterSeconds : null;
    return seconds === null
      ? t('errors.TOO_MANY_ATTEMPTS')
      : `${t('errors.TOO_MANY_ATTEMPTS')} ${t('auth.retryIn', { seconds })}`;
  }
  const reason = getErrorReason(error);
  const keys = [`errors.${code}`, 'errors.INTERNAL_SERVER_ERROR'];
  return t(reason === null ? keys : [`errorReasons.${reason}`, ...keys], errorParams(error));
}

/** A platform call's reason as the API gives it beside its English message (CallReason, docs/errors.md#data). */
export type CallReason = { code: string; params: readonly { name: string; value: string }[] };

/**
 * Why a platform change was not sent, or what the platform answered, in the reader's language; null without a reason
 * or for a code this version does not know yet (the screen then shows the status alone, never the English message).
 */
export function callReasonText(reason: CallReason | null | undefined, t: TFunction): string | null {
  if (!reason) return null;
  const params = Object.fromEntries(reason.params.map((param) => [param.name, param.value]));
  return t(`errorReasons.${reason.code}`, { ...params, defaultValue: '' }) || null;
}

/** `errorMessage` bound to the current language, for components. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => errorMessage(error, t);
}
