import type { SignedInContext } from '../../context/types';
import { AppError } from '../../errors';
import type { CompanyNode } from '../accounts';
import { assertCompanyInScope } from '../tenancy';
import { loadCompanyNodes } from './company-records';

export async function getCompany(context: SignedInContext, id: number): Promise<CompanyNode> {
  assertCompanyInScope(context.viewer, id);
  const [company] = await loadCompanyNodes(context.db, [id]);
  if (!company) throw new AppError('NOT_FOUND');
  return company;
}
