import { and, asc, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { accounts, applicationCompanies } from '../../db/schema';
import { AppError } from '../../errors';
import { assertCompanyInScope } from '../tenancy';

export type CompanyApplication = { id: number; name: string };

/**
 * The applications linked to a company, by name, for the wizard's GET RESTO step (docs/screens.md#adding-a-restaurant):
 * the company itself, its account managers and administrators; another company's answers NOT_FOUND like a missing
 * one. An application is refused: it does not choose which integrator serves a restaurant.
 */
export async function listCompanyApplications(
  context: SignedInContext,
  companyId: number,
): Promise<CompanyApplication[]> {
  if (context.viewer.type === 'Application') throw new AppError('FORBIDDEN');
  assertCompanyInScope(context.viewer, companyId);
  const rows = await context.db
    .select({ id: accounts.id, name: accounts.name, email: accounts.email })
    .from(applicationCompanies)
    .innerJoin(accounts, eq(accounts.id, applicationCompanies.accountId))
    .where(and(eq(applicationCompanies.companyId, companyId), eq(accounts.enabled, true)))
    .orderBy(asc(accounts.name), asc(accounts.email));
  // An application shows to companies by its name, or its e-mail when it has none (Application.name).
  return rows.map((row) => ({ id: row.id, name: row.name?.trim() || row.email }));
}
