import { passwordStrength } from '@comptoir/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { announceAccountChange } from '../../context/account-changes';
import type { GraphQLContext } from '../../context/types';
import { accounts, passwordResetTokens } from '../../db/schema';
import { AppError } from '../../errors';
import { invalidField, setAccountPassword } from '../accounts';
import { hashResetToken } from './reset-token';

export type ResetPasswordChangeInput = { newPassword: string; token: string };

/**
 * resetPasswordChange (docs/accounts.md#recovery): the link's token, unused and under an hour old, sets the account's
 * password once. The token is consumed by the same statement that checks it, so of two uses at once only one
 * succeeds; a refused password rolls the consumption back and the link still works.
 */
export async function resetPasswordChange(context: GraphQLContext, input: ResetPasswordChangeInput): Promise<boolean> {
  const { db, config } = context;
  // Before the token: a weak password costs no use of the link.
  const weakness = passwordStrength(input.newPassword);
  if (weakness) throw invalidField('newPassword', weakness);
  const tokenHash = hashResetToken(input.token);

  const accountId = await db.transaction(async (tx) => {
    const now = new Date();
    const [consumed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ accountId: passwordResetTokens.accountId });
    if (!consumed) throw new AppError('TOKEN_EXPIRED');
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, consumed.accountId)).for('update');
    // Disabled since the link was sent: the link no longer opens it.
    if (!account?.enabled) throw new AppError('TOKEN_EXPIRED');
    await setAccountPassword(tx, config, account, input.newPassword);
    return account.id;
  });
  await announceAccountChange(context, [accountId]);
  return true;
}
