import { passwordStrength } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import { announceAccountChange } from '../../context/account-changes';
import { signAccessToken } from '../../context/tokens';
import type { SignedInContext } from '../../context/types';
import { accounts } from '../../db/schema';
import { AppError } from '../../errors';
import { verifyPassword } from '../../lib/passwords';
import { tooManyAttempts, type RateLimitRule } from '../../lib/rate-limit';
import { invalidField, setAccountPassword } from '../accounts';

// As many guesses of the current password as sign-in allows an account (docs/security.md#rate-limits).
export const PASSWORD_CHANGE_LIMIT: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 };

export type ChangePasswordInput = { currentPassword: string; newPassword: string };

function wrongCurrentPassword(): AppError {
  return new AppError('INVALID_CREDENTIALS', {
    message: 'The current password is not right',
    details: { fields: { currentPassword: 'INVALID_CREDENTIALS' } },
  });
}

/**
 * changePassword (docs/accounts.md#account-page): the account that signed in changes its own password, never the one
 * it acts as. The current password is counted before it is checked, so a stolen session cannot guess it; the new one
 * follows setAccountPassword's rules (which end every token issued before and e-mail the owner), and the answer is a
 * fresh token so this device stays signed in.
 */
export async function changePassword(context: SignedInContext, input: ChangePasswordInput): Promise<string> {
  const { viewer, rateLimits } = context;
  if (viewer.switched)
    throw new AppError('FORBIDDEN', { message: 'Acting as another account, you cannot change its password' });
  // A weak new password is refused before the current one is checked: the mistake costs no attempt.
  const weakness = passwordStrength(input.newPassword);
  if (weakness) throw invalidField('newPassword', weakness);

  const key = `password-change:${viewer.actor.id}`;
  const attempt = await rateLimits.hit(key, PASSWORD_CHANGE_LIMIT);
  if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds);
  const [account] = await context.db.select().from(accounts).where(eq(accounts.id, viewer.actor.id)).limit(1);
  if (!account) throw new AppError('UNAUTHENTICATED');
  if (!(await verifyPassword(account.passwordHash, input.currentPassword))) throw wrongCurrentPassword();
  await rateLimits.clear(key);

  const updated = await context.db.transaction(async (tx) => {
    // Locked, and still the password just checked: of two changes at once, the second finds it changed.
    const [locked] = await tx.select().from(accounts).where(eq(accounts.id, account.id)).for('update');
    if (!locked || locked.passwordHash !== account.passwordHash) throw wrongCurrentPassword();
    return setAccountPassword(tx, context.config, locked, input.newPassword);
  });
  await announceAccountChange(context, [updated.id]);
  // An enrolled tablet's new token stays tied to its device, so revoking the tablet still ends it
  // (docs/accounts.md#tablets).
  return signAccessToken(context.config.jwtSecret, {
    uuid: updated.uuid,
    tokenVersion: updated.tokenVersion,
    deviceId: viewer.deviceId,
  });
}
