import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { companies, devices, type DeviceRow } from '../../db/schema';
import { AppError } from '../../errors';
import { assertCompanyInScope, companyScope, isCompanyInScope } from '../tenancy';

/**
 * A company's tablets are managed by the company itself and by the account managers and administrators acting for
 * it (docs/accounts.md#tablets). An application (an integrator) is refused: an enrolment code signs in as the company.
 */
export function requireTabletManager(context: SignedInContext): void {
  if (context.viewer.type === 'Application') throw new AppError('FORBIDDEN');
}

/**
 * The company a tablet is enrolled for: the one named, else the viewer's only company (BAD_USER_INPUT when ambiguous).
 */
export async function companyForNewTablet(context: SignedInContext, named: number | null | undefined): Promise<number> {
  requireTabletManager(context);
  if (named !== null && named !== undefined) {
    assertCompanyInScope(context.viewer, named);
    // An administrator's scope holds every id, even one no company has.
    const [company] = await context.db.select({ id: companies.id }).from(companies).where(eq(companies.id, named));
    if (!company) throw new AppError('NOT_FOUND');
    return company.id;
  }
  const scope = companyScope(context.viewer);
  if (scope !== 'all' && scope.length === 1 && scope[0] !== undefined) return scope[0];
  throw new AppError('BAD_USER_INPUT', { message: 'Name the company the tablet belongs to' });
}

export type CompanyDevice = DeviceRow & { companyId: number };

/** The device, or NOT_FOUND when it is missing or another company's (the same answer, so ids cannot be probed). */
export async function requireDevice(context: SignedInContext, id: number): Promise<CompanyDevice> {
  requireTabletManager(context);
  const [row] = await context.db
    .select({ device: devices, companyId: companies.id })
    .from(devices)
    .innerJoin(companies, eq(companies.accountId, devices.accountId))
    .where(eq(devices.id, id))
    .limit(1);
  if (!row || !isCompanyInScope(context.viewer, row.companyId))
    throw new AppError('NOT_FOUND', { message: 'Device not found' });
  return { ...row.device, companyId: row.companyId };
}
