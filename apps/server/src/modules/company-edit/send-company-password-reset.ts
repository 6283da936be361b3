import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { accounts } from '../../db/schema';
import { AppError } from '../../errors';
import { tooManyAttempts } from '../../lib/rate-limit';
import { recordViewerAudit } from '../audit';
import { issueResetLink, RESET_PASSWORD_LIMITS, createResetToken, hashResetToken } from '../recovery';
import { findEditedCompany } from './edited-company';

/**
 * sendCompanyPasswordReset(companyId) (docs/administration.md#users): e-mails the company's sign-in account the
 * recovery's one-hour reset link, queued with its audit row in one transaction. It counts against the same limit as
 * a reset asked for on /forgot-password (3 per address in 15 minutes), so support cannot flood a customer's inbox.
 */
export async function sendCompanyPasswordReset(context: SignedInContext, companyId: number): Promise<boolean> {
  const { account, company } = await findEditedCompany(context, companyId);
  // A disabled account gets no link from /forgot-password either: say so rather than pretend.
  if (!account.enabled) throw new AppError('ACCOUNT_DISABLED');
  const attempt = await context.rateLimits.hit(`password-reset:email:${account.email}`, RESET_PASSWORD_LIMITS.perEmail);
  if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds);

  const token = createResetToken();
  await context.db.transaction(async (tx) => {
    // Locked, as resetPassword locks it, so two requests at once leave exactly one link working.
    const [locked] = await tx.select().from(accounts).where(eq(accounts.id, account.id)).limit(1).for('update');
    if (!locked?.enabled) throw new AppError('ACCOUNT_DISABLED');
    await issueResetLink(tx, context.config, locked, { token, tokenHash: hashResetToken(token) });
    await recordViewerAudit(tx, context, {
      action: 'company.password-reset',
      entity: 'company',
      entityId: String(company.id),
    });
  });
  return true;
}
