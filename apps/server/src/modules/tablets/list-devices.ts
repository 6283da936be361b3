import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { companies, devices } from '../../db/schema';
import { companyScope } from '../tenancy';
import { requireTabletManager, type CompanyDevice } from './tablet-access';

/** `devices` (docs/accounts.md#tablets): the tablets of the companies in scope (or of `company` only), in use first. */
export async function listDevices(context: SignedInContext, company: number | null): Promise<CompanyDevice[]> {
  requireTabletManager(context);
  const scope = companyScope(context.viewer);
  const inScope = scope === 'all' ? sql`true` : scope.length === 0 ? sql`false` : inArray(companies.id, [...scope]);
  const rows = await context.db
    .select({ device: devices, companyId: companies.id })
    .from(devices)
    .innerJoin(companies, eq(companies.accountId, devices.accountId))
    .where(and(inScope, company === null ? undefined : eq(companies.id, company)))
    .orderBy(sql`${devices.revokedAt} is not null`, sql`${devices.lastSeenAt} desc nulls last`, desc(devices.id));
  return rows.map((row) => ({ ...row.device, companyId: row.companyId }));
}
