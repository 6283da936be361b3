import { isAdministrator } from '@comptoir/domain';
import type { SignedInContext } from '../../context/types';
import { AppError } from '../../errors';
import type { CompanyNode } from '../accounts';
import { loadCompanyNodes } from '../companies';
import { assertCompanyInScope } from '../tenancy';

/**
 * Administrators edit every company, account managers the companies they look after (docs/administration.md).
 * Companies and applications are refused whatever company they name: a point-of-sale system must not rewrite its
 * customer's legal identity, and a company has its own account page.
 */
function requireCompanyAdministration(context: SignedInContext): void {
  const { roles } = context.viewer;
  if (!isAdministrator(roles) && !roles.includes('ROLE_ACCOUNT_MANAGER')) throw new AppError('FORBIDDEN');
}

/** Only administrators choose who looks after a company: an account manager never widens or narrows his own scope. */
export function requireAdministrator(context: SignedInContext): void {
  if (!isAdministrator(context.viewer.roles)) throw new AppError('FORBIDDEN');
}

/** The company edited, with its sign-in account; another manager's company answers NOT_FOUND like a missing id. */
export async function findEditedCompany(context: SignedInContext, companyId: number): Promise<CompanyNode> {
  requireCompanyAdministration(context);
  assertCompanyInScope(context.viewer, companyId);
  const [node] = await loadCompanyNodes(context.db, [companyId]);
  if (!node) throw new AppError('NOT_FOUND');
  return node;
}
