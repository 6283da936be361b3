import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { companies, type AccountRow, type CompanyRow } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * The company the viewer is. docs/roles.md#roles: only companies have the side-menu switches and PIN settings; an
 * administrator or account manager reaches them by acting as the company (x-switch-user), which makes the company the
 * viewer.
 */
// The accounts module's CompanyNode, spelt out: tenancy sits below accounts and imports nothing from it
// (docs/architecture.md#modules).
export async function loadOwnCompany(context: SignedInContext): Promise<{ account: AccountRow; company: CompanyRow }> {
  const { viewer } = context;
  if (viewer.type !== 'Company') throw new AppError('FORBIDDEN', { message: 'Only companies have these settings' });
  const [company] = await context.db
    .select()
    .from(companies)
    .where(eq(companies.accountId, viewer.account.id))
    .limit(1);
  if (!company) throw new AppError('NOT_FOUND');
  return { account: viewer.account, company };
}
