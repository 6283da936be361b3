import { eq } from 'drizzle-orm';
import { verifyAccessToken } from '../../context/tokens';
import type { GraphQLContext } from '../../context/types';
import { accounts, type AccountRow } from '../../db/schema';
import { AppError } from '../../errors';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The company account a code-screen token names (the token registerCompany or login gave): signed by this server,
 * of the account's current token version, enabled and still waiting for its code. Anything else: TOKEN_EXPIRED.
 */
export async function findAwaitingAccount(context: GraphQLContext, token: string): Promise<AccountRow> {
  const check = await verifyAccessToken(context.config.jwtSecret, token);
  if (!check.ok || !UUID_PATTERN.test(check.accountUuid)) throw new AppError('TOKEN_EXPIRED');
  const [account] = await context.db.select().from(accounts).where(eq(accounts.uuid, check.accountUuid)).limit(1);
  if (!account || account.tokenVersion !== check.tokenVersion || !account.awaitingValidation)
    throw new AppError('TOKEN_EXPIRED');
  if (!account.enabled) throw new AppError('ACCOUNT_DISABLED');
  return account;
}
