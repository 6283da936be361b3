import { isAdministrator } from '@comptoir/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { companySubscriptions } from '../../db/schema';
import { assertCompanyInScope, companyScope } from '../tenancy';
import { isMenuMakerActivated } from './menu-maker-access';

/**
 * menuMakerActivated: lets the web show the "contact support" message before anything else. For one company, its
 * activation; without one, whether any company the viewer acts for has it (a company account: its own).
 */
export async function isMenuMakerOpen(
  context: SignedInContext,
  companyId: number | null | undefined,
): Promise<boolean> {
  const { viewer } = context;
  if (companyId !== null && companyId !== undefined) assertCompanyInScope(viewer, companyId);
  if (isAdministrator(viewer.roles) || viewer.roles.includes('ROLE_COMPANY_SUBSCRIBE_MENU')) return true;
  if (companyId !== null && companyId !== undefined) return isMenuMakerActivated(context.db, companyId);
  const scope = companyScope(viewer);
  if (scope === 'all') return true;
  if (scope.length === 0) return false;
  const [row] = await context.db
    .select({ id: companySubscriptions.id })
    .from(companySubscriptions)
    .where(
      and(
        inArray(companySubscriptions.companyId, [...scope]),
        eq(companySubscriptions.service, 'MENU_MAKER'),
        eq(companySubscriptions.activated, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}
