import { isAccountCode, compactDigits } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import { announceAccountChange } from '../../context/account-changes';
import type { GraphQLContext } from '../../context/types';
import { signAccessToken } from '../../context/tokens';
import { accounts } from '../../db/schema';
import { AppError } from '../../errors';
import { tooManyAttempts } from '../../lib/rate-limit';
import { invalidField } from '../accounts';
import { useAccountCode } from './account-codes';
import { findAwaitingAccount } from './code-token';
import { codeAttemptsKey, SIGNUP_LIMITS } from './signup-limits';

/** The e-mailed code validates the account the token names; answers a fresh token (docs/accounts.md#sign-up). */
export async function validateAccountCode(context: GraphQLContext, token: string, code: string): Promise<string> {
  const malformed = isAccountCode(code);
  if (malformed) throw invalidField('code', malformed);
  const account = await findAwaitingAccount(context, token);
  // Counted before the code is compared: five guesses per quarter of an hour, whatever the concurrency.
  const attempt = await context.rateLimits.hit(codeAttemptsKey(account.id), SIGNUP_LIMITS.codeAttempts);
  if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds, 'wrong codes');

  const validated = await context.db.transaction(async (tx) => {
    if (!(await useAccountCode(tx, context.config, account.id, compactDigits(code)))) return null;
    const [updated] = await tx
      .update(accounts)
      .set({ awaitingValidation: false })
      .where(eq(accounts.id, account.id))
      .returning();
    return updated ?? null;
  });
  if (!validated) throw new AppError('TOKEN_EXPIRED', { details: { fields: { code: 'TOKEN_EXPIRED' } } });
  await announceAccountChange(context, [account.id]);
  await context.rateLimits.clear(codeAttemptsKey(account.id));
  return signAccessToken(context.config.jwtSecret, validated);
}
