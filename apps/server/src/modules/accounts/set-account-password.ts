import { passwordStrength } from '@comptoir/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { accounts, passwordHistory, passwordResetTokens, type AccountRow } from '../../db/schema';
import { AppError } from '../../errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { queueEmail } from '../mail';

/**
 * BAD_USER_INPUT naming the field and its validation key, the shape every account form reads (docs/accounts.md#errors).
 */
export function invalidField(field: string, key: string): AppError {
  return new AppError('BAD_USER_INPUT', { details: { fields: { [field]: key } } });
}

/** PASSWORD_USED_BEFORE when `password` is the account's current one or any it had before. */
async function assertNeverUsed(db: Db, account: AccountRow, password: string): Promise<void> {
  const earlier = await db
    .select({ hash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.accountId, account.id))
    .orderBy(desc(passwordHistory.id));
  for (const hash of [account.passwordHash, ...earlier.map((row) => row.hash)]) {
    if (await verifyPassword(hash, password))
      throw new AppError('PASSWORD_USED_BEFORE', { details: { fields: { password: 'PASSWORD_USED_BEFORE' } } });
  }
}

/**
 * Gives the account a new password (recovery, account page) on `tx`: the strength rule, never a password used before,
 * the old one kept in the history, every token and reset link issued before ended, and the owner told by e-mail
 * (docs/accounts.md#passwords). The caller announces the account once `tx` has committed (announceAccountChange).
 */
export async function setAccountPassword(
  tx: Db,
  config: AppConfig,
  account: AccountRow,
  password: string,
): Promise<AccountRow> {
  const weakness = passwordStrength(password);
  if (weakness) throw invalidField('password', weakness);
  await assertNeverUsed(tx, account, password);
  await tx.insert(passwordHistory).values({ accountId: account.id, passwordHash: account.passwordHash });
  const [updated] = await tx
    .update(accounts)
    .set({ passwordHash: await hashPassword(password), tokenVersion: sql`${accounts.tokenVersion} + 1` })
    .where(eq(accounts.id, account.id))
    .returning();
  if (!updated) throw new AppError('NOT_FOUND');
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.accountId, account.id), isNull(passwordResetTokens.usedAt)));
  // Someone else who changed it is found out by the owner (docs/accounts.md#recovery).
  await queueEmail(tx, config, { template: 'password-changed', to: updated.email, lang: updated.lang, params: {} });
  return updated;
}
