import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { companies, type CompanyRow } from '../../db/schema';
import { AppError } from '../../errors';
import { assertCompanyInScope } from '../tenancy';

/**
 * The company whose account page is edited (docs/accounts.md#account-page): `id`, or without it the viewer's own
 * company (a company account, or anyone acting as one). The id must be in the viewer's scope — another company's
 * answers NOT_FOUND like a missing one. Applications never edit a company's account, even a linked one.
 */
export async function findAccountCompany(context: SignedInContext, id: number | null | undefined): Promise<CompanyRow> {
  const { viewer } = context;
  if (viewer.type === 'Application') throw new AppError('FORBIDDEN');
  const companyId = id ?? ownCompanyId(context);
  assertCompanyInScope(viewer, companyId);
  const [company] = await context.db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!company) throw new AppError('NOT_FOUND');
  return company;
}

function ownCompanyId({ viewer }: SignedInContext): number {
  const own = viewer.type === 'Company' && viewer.scope !== 'all' ? viewer.scope[0] : undefined;
  if (own === undefined) throw new AppError('BAD_USER_INPUT', { message: 'Name the company: id' });
  return own;
}
