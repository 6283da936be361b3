import type { CallReason } from '../../db/schema';

/**
 * Why a platform call was not sent, or what became of it: a code and its values that the screens say in the reader's
 * language, with the same in English (`message`) for API clients and the logs (docs/errors.md#data).
 */
export type ExplainedReason = CallReason & { message: string };

export function callReason(code: string, message: string, params: CallReason['params'] = {}): ExplainedReason {
  return { code, params, message };
}

/** The columns of `platform_calls` that keep a reason: the English words and, beside them, the code. */
export function reasonColumns(reason: ExplainedReason): { lastError: string; lastErrorReason: CallReason } {
  return { lastError: reason.message, lastErrorReason: { code: reason.code, params: reason.params } };
}
