import { GraphQLRequestError } from '../graphql-errors';

export type PinFailure =
  | { kind: 'wrongPin'; remainingAttempts: number | null }
  | { kind: 'locked'; retryAfterSeconds: number | null }
  | { kind: 'other'; code: string };

function readRemainingAttempts(error: GraphQLRequestError): number | null {
  for (const item of error.errors) {
    const extensions: Record<string, unknown> | undefined = item.extensions;
    const value = extensions?.remainingAttempts;
    if (typeof value === 'number') return value;
  }
  return null;
}

/** What a refused PIN means for the person typing it: try again (how many left), wait, or another failure. */
export function readPinFailure(error: unknown): PinFailure {
  if (!(error instanceof GraphQLRequestError)) return { kind: 'other', code: 'INTERNAL_SERVER_ERROR' };
  if (error.code === 'WRONG_PIN') return { kind: 'wrongPin', remainingAttempts: readRemainingAttempts(error) };
  if (error.code === 'TOO_MANY_ATTEMPTS') return { kind: 'locked', retryAfterSeconds: error.retryAfterSeconds };
  return { kind: 'other', code: error.code ?? 'INTERNAL_SERVER_ERROR' };
}

/** The translated sentence for a PIN failure. */
export function describePinFailure(
  failure: PinFailure,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  if (failure.kind === 'wrongPin') {
    return failure.remainingAttempts === null
      ? t('validation.wrong_pin')
      : `${t('validation.wrong_pin')}. ${t('pin.remainingAttempts', { count: failure.remainingAttempts })}`;
  }
  if (failure.kind === 'locked') {
    const minutes = Math.max(1, Math.ceil((failure.retryAfterSeconds ?? 60) / 60));
    return t('pin.lockedOut', { count: minutes });
  }
  return t(`errors.${failure.code}`);
}
