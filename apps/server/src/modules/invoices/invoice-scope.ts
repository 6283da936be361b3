import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Viewer } from '../../context/types';
import { invoices } from '../../db/schema';
import { companyScope } from '../tenancy';

/** Invoices of the companies the viewer may see (tenancy/scope.ts decides which). */
export function invoicesInScope(viewer: Viewer): SQL {
  const scope = companyScope(viewer);
  if (scope === 'all') return sql`true`;
  if (scope.length === 0) return sql`false`;
  return inArray(invoices.companyId, [...scope]);
}
