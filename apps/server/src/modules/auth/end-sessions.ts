import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';

/**
 * Ends every token and signed link issued to the account so far: each carries the account's token version, and a
 * request whose version is not the account's is refused (docs/security.md). Called by a logout, and by whatever
 * changes the password or disables the account. Pass the transaction when the change is part of a larger one; once it
 * has committed, the caller announces the account (announceAccountChange) so that no process keeps the session.
 */
export async function endSessions(db: Db, accountId: number): Promise<void> {
  await db
    .update(accounts)
    .set({ tokenVersion: sql`${accounts.tokenVersion} + 1` })
    .where(eq(accounts.id, accountId));
}
