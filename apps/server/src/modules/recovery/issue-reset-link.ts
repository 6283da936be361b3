import { and, eq, isNull } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { passwordResetTokens, type AccountRow } from '../../db/schema';
import { queueEmail } from '../mail';
import { RESET_LINK_MS } from './reset-token';

export type ResetLinkToken = { token: string; tokenHash: string };

/**
 * Ends the account's unused reset links, stores the new one (its hash, for an hour) and queues the `password-reset`
 * e-mail with its link, all on the caller's transaction, with the account row locked by the caller
 * (docs/accounts.md#recovery). The caller draws and hashes the token: resetPassword does so for unknown addresses too.
 */
export async function issueResetLink(
  tx: Db,
  config: AppConfig,
  account: AccountRow,
  { token, tokenHash }: ResetLinkToken,
): Promise<void> {
  const now = new Date();
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.accountId, account.id), isNull(passwordResetTokens.usedAt)));
  await tx
    .insert(passwordResetTokens)
    .values({ accountId: account.id, tokenHash, expiresAt: new Date(now.getTime() + RESET_LINK_MS) });
  await queueEmail(tx, config, {
    template: 'password-reset',
    to: account.email,
    lang: account.lang,
    params: { link: `${config.publicUrl}/client-password/${token}` },
  });
}
