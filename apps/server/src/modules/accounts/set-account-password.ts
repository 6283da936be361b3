import { passwordStrength } from '@comptoir/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, passwordHistory, type AccountRow } from '../../db/schema';
import { AppError } from '../../errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';

/** BAD_USER_INPUT naming the field and its validation key, the shape every account form reads (docs/accounts.md#errors). */
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
    if (await verifyPassword(hash, password)) throw new AppError('PASSWORD_USED_BEFORE', { details: { fields: { password: 'PASSWORD_USED_BEFORE' } } });
  }
}

/**
 * Gives the account a new password (recovery, account page) on `tx`: the strength rule, never a password used before,
 * the old one kept in the history, and every token issued before ended (docs/accounts.md#passwords).
 */
export async function setAccountPassword(tx: Db, account: AccountRow, password: string): Promise<AccountRow> {
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
  return updated;
}
