import { eq } from 'drizzle-orm';
import type { GraphQLContext } from '../../context/types';
import { accounts } from '../../db/schema';
import { tooManyAttempts, type RateLimitRule } from '../../lib/rate-limit';
import { issueResetLink } from './issue-reset-link';
import { createResetToken, hashResetToken } from './reset-token';

export const RESET_PASSWORD_LIMITS = {
  perAddress: { limit: 10, windowSeconds: 15 * 60 },
  perEmail: { limit: 3, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimitRule>;

/**
 * resetPassword (docs/accounts.md#recovery): e-mails a one-hour, single-use link to the account of `email` when it
 * exists and is enabled. The answer is true either way, so it tells no one which addresses have an account.
 */
export async function resetPassword(context: GraphQLContext, rawEmail: string): Promise<boolean> {
  const { db, config, clientAddress, rateLimits } = context;
  const email = rawEmail.trim().toLowerCase();
  // Counted before anything is looked up, for unknown addresses too, so the limit itself reveals nothing.
  const addressKey = `password-reset:ip:${clientAddress}`;
  const byAddress = await rateLimits.hit(addressKey, RESET_PASSWORD_LIMITS.perAddress);
  if (!byAddress.allowed) throw tooManyAttempts(byAddress.retryAfterSeconds);
  const byEmail = await rateLimits.hit(`password-reset:email:${email}`, RESET_PASSWORD_LIMITS.perEmail);
  if (!byEmail.allowed) {
    await rateLimits.release(addressKey, RESET_PASSWORD_LIMITS.perAddress);
    throw tooManyAttempts(byEmail.retryAfterSeconds);
  }

  // The token is drawn and hashed for unknown addresses too: only the writes below tell the two cases apart in time.
  const token = createResetToken();
  const tokenHash = hashResetToken(token);
  await db.transaction(async (tx) => {
    // Locked, so two requests at once leave exactly one link working: the later one.
    const [account] = await tx.select().from(accounts).where(eq(accounts.email, email)).limit(1).for('update');
    if (!account?.enabled) return;
    await issueResetLink(tx, config, account, { token, tokenHash });
  });
  return true;
}
