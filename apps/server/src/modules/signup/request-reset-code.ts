import { eq } from 'drizzle-orm';
import type { GraphQLContext } from '../../context/types';
import { companies } from '../../db/schema';
import { AppError } from '../../errors';
import { tooManyAttempts } from '../../lib/rate-limit';
import { issueAccountCode } from './account-codes';
import { findAwaitingAccount } from './code-token';
import { codeResendsKey, SIGNUP_LIMITS } from './signup-limits';

// The contract gives requestResetCode an Int `type` without its values; the one code this API e-mails is the account
// code (docs/accounts.md#sign-up). Password recovery has its own link.
const ACCOUNT_CODE_TYPE = 1;

/** E-mails a new account code to the account the token names, ending the earlier ones. */
export async function requestResetCode(
  context: GraphQLContext,
  token: string,
  email: string,
  type: number,
): Promise<boolean> {
  if (type !== ACCOUNT_CODE_TYPE)
    throw new AppError('BAD_USER_INPUT', { message: `Unknown code type ${type}: 1 is the account code` });
  const account = await findAwaitingAccount(context, token);
  // The e-mail must be the account's: the code goes to the address it was registered with, never elsewhere.
  if (email.trim().toLowerCase() !== account.email) throw new AppError('NOT_FOUND');
  const attempt = await context.rateLimits.hit(codeResendsKey(account.id), SIGNUP_LIMITS.codeResends);
  if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds, 'new codes');

  await context.db.transaction(async (tx) => {
    const [company] = await tx
      .select({ contact: companies.contact, name: companies.name })
      .from(companies)
      .where(eq(companies.accountId, account.id));
    await issueAccountCode(tx, context.config, account, company?.contact?.firstName ?? company?.name ?? account.email);
  });
  return true;
}
