import { canManageServices } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import type { SignedInContext, Viewer } from '../../context/types';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import { AppError } from '../../errors';
import { assertCompanyInScope } from '../tenancy';

export function assertServiceManager(viewer: Viewer): void {
  if (!canManageServices(viewer.roles))
    throw new AppError('FORBIDDEN', { message: 'Only support and account managers change services' });
}

export type LockedCompany = { id: number; accountId: number };

/**
 * The company whose services the viewer may change, locked for the rest of the transaction so that two changes of
 * one company's services take turns (its roles are derived from all of them). Another manager's company answers
 * like a missing one.
 */
export async function lockManagedCompany(tx: Db, context: SignedInContext, companyId: number): Promise<LockedCompany> {
  assertServiceManager(context.viewer);
  assertCompanyInScope(context.viewer, companyId);
  const [company] = await tx
    .select({ id: companies.id, accountId: companies.accountId })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update')
    .limit(1);
  if (!company) throw new AppError('NOT_FOUND');
  return company;
}
