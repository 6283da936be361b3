import { normalizePin, validatePin } from '@comptoir/domain';
import type { AccountRow } from '../../db/schema';
import { AppError } from '../../errors';
import { verifyPin } from '../../lib/passwords';
import { tooManyAttempts, type RateLimitRule, type RateLimitStore } from '../../lib/rate-limit';

// Beyond the product rules (docs/pin.md#format): a 4-digit PIN falls to guessing without a limit, so the fifth wrong
// one in 15 minutes locks it.
export const PIN_LIMIT = { limit: 5, windowSeconds: 15 * 60 } satisfies RateLimitRule;

function pinLimitKey(accountId: number): string {
  return `pin:${accountId}`;
}

/**
 * Format rules (docs/pin.md#format) ('field_required', 'pin_length_error'); a badly typed code is no guess and is not
 * counted.
 */
export function assertPinFormat(code: string): void {
  const error = validatePin(code);
  if (error) throw new AppError('BAD_USER_INPUT', { message: error });
}

/**
 * Checks `code` against the account's PIN. A wrong one answers WRONG_PIN with the attempts left, and the one that
 * reaches the limit TOO_MANY_ATTEMPTS; a correct one resets the count. The attempt is counted before the check, so
 * once the limit is reached no code is checked, the right one included.
 */
export async function verifyAccountPin(rateLimits: RateLimitStore, account: AccountRow, code: string): Promise<void> {
  const key = pinLimitKey(account.id);
  const attempt = await rateLimits.hit(key, PIN_LIMIT);
  if (!attempt.allowed) throw tooManyPins(attempt.retryAfterSeconds);

  if (await verifyPin(account.pinHash, normalizePin(code))) {
    await rateLimits.clear(key);
    return;
  }
  if (attempt.remaining === 0) throw tooManyPins(attempt.retryAfterSeconds);
  throw new AppError('WRONG_PIN', { details: { remainingAttempts: attempt.remaining } });
}

function tooManyPins(retryAfterSeconds: number): AppError {
  return tooManyAttempts(retryAfterSeconds, 'wrong PIN codes');
}
