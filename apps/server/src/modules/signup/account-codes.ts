import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_CODE_LENGTH } from '@comptoir/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { accountCodes, type AccountRow } from '../../db/schema';
import { queueEmail } from '../mail';

const ACCOUNT_CODE_LIFETIME_MS = 24 * 60 * 60 * 1000;

// Keyed with the server's secret: six digits hashed plainly would be read back from a copy of the database by trying
// the million codes (docs/accounts.md#sign-up).
function hashCode(config: AppConfig, accountId: number, code: string): string {
  return createHmac('sha256', config.jwtSecret).update(`${accountId}:${code}`).digest('hex');
}

/**
 * Gives the account a new code on `tx`: the earlier ones end, only the new one's hash is kept, and the 'account-code'
 * e-mail is queued in the same transaction.
 */
export async function issueAccountCode(
  tx: Db,
  config: AppConfig,
  account: Pick<AccountRow, 'id' | 'email' | 'lang'>,
  greetingName: string,
  now: Date = new Date(),
): Promise<void> {
  await tx
    .update(accountCodes)
    .set({ expiresAt: now })
    .where(and(eq(accountCodes.accountId, account.id), isNull(accountCodes.usedAt), gt(accountCodes.expiresAt, now)));
  const code = String(randomInt(0, 10 ** ACCOUNT_CODE_LENGTH)).padStart(ACCOUNT_CODE_LENGTH, '0');
  await tx.insert(accountCodes).values({
    accountId: account.id,
    codeHash: hashCode(config, account.id, code),
    expiresAt: new Date(now.getTime() + ACCOUNT_CODE_LIFETIME_MS),
  });
  await queueEmail(tx, config, {
    template: 'account-code',
    to: account.email,
    lang: account.lang,
    params: { code, name: greetingName },
  });
}

/** Marks the account's live code used when `code` is it; false when no unused, unexpired code matches. */
export async function useAccountCode(
  tx: Db,
  config: AppConfig,
  accountId: number,
  code: string,
  now: Date = new Date(),
): Promise<boolean> {
  const live = await tx
    .select({ id: accountCodes.id, codeHash: accountCodes.codeHash })
    .from(accountCodes)
    .where(and(eq(accountCodes.accountId, accountId), isNull(accountCodes.usedAt), gt(accountCodes.expiresAt, now)));
  const expected = Buffer.from(hashCode(config, accountId, code), 'hex');
  const match = live.find((row) => {
    const stored = Buffer.from(row.codeHash, 'hex');
    return stored.length === expected.length && timingSafeEqual(stored, expected);
  });
  if (!match) return false;
  // Only one of two concurrent right answers marks it: the code is used once.
  const used = await tx
    .update(accountCodes)
    .set({ usedAt: now })
    .where(and(eq(accountCodes.id, match.id), isNull(accountCodes.usedAt)))
    .returning({ id: accountCodes.id });
  return used.length > 0;
}
