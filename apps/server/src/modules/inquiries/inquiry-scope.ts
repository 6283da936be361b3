import { isAdministrator } from '@comptoir/domain';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Viewer } from '../../context/types';
import { serviceInquiries } from '../../db/schema';

/** The requests a viewer may read: every one for an administrator, else those of the companies in its scope. */
export function inScopeInquiries(viewer: Viewer): SQL {
  if (isAdministrator(viewer.roles) || viewer.scope === 'all') return sql`true`;
  if (viewer.scope.length === 0) return sql`false`;
  return inArray(serviceInquiries.companyId, [...viewer.scope]);
}
