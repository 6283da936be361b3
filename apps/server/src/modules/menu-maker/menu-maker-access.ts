import { isAdministrator } from '@comptoir/domain';
import { and, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import type { Db } from '../../db/client';
import { companies, companySubscriptions, menuConfigurations, type MenuConfigurationRow } from '../../db/schema';
import { AppError } from '../../errors';
import { requirePinSession } from '../pin';
import { assertCompanyInScope, isCompanyInScope } from '../tenancy';

const MENU_MAKER_NOT_ACTIVATED = 'MENU_MAKER_NOT_ACTIVATED';
const MENU_MAKER_NOT_ACTIVATED_MESSAGE = 'The menu maker needs activation by support: contact support to activate it';

/** Whether the company may use the menu maker: support turned its MENU_MAKER subscription on. */
export async function isMenuMakerActivated(db: Db, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companySubscriptions.id })
    .from(companySubscriptions)
    .where(
      and(
        eq(companySubscriptions.companyId, companyId),
        eq(companySubscriptions.service, 'MENU_MAKER'),
        eq(companySubscriptions.activated, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * docs/menus.md#menu-maker: "The menu maker needs activation by support". Administrators are support and always pass;
 * an account holding the menu subscription role passes; anyone else needs the company's activated MENU_MAKER
 * subscription.
 */
async function assertMenuMakerActivated(context: SignedInContext, companyId: number): Promise<void> {
  const { roles } = context.viewer;
  if (isAdministrator(roles) || roles.includes('ROLE_COMPANY_SUBSCRIBE_MENU')) return;
  if (await isMenuMakerActivated(context.db, companyId)) return;
  throw new AppError('FORBIDDEN', {
    message: MENU_MAKER_NOT_ACTIVATED_MESSAGE,
    details: { reason: MENU_MAKER_NOT_ACTIVATED },
  });
}

/** Tenant scope first (NOT_FOUND, so ids cannot be probed), then the activation gate (FORBIDDEN). */
export async function authorizeMenuMaker(context: SignedInContext, companyId: number): Promise<void> {
  assertCompanyInScope(context.viewer, companyId);
  // Administrators see every company: one that does not exist is not found for them either.
  const [company] = await context.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!company) throw new AppError('NOT_FOUND');
  await assertMenuMakerActivated(context, companyId);
}

/** A configuration the viewer may open in the menu maker; another company's answers exactly like a missing one. */
export async function findMakerConfiguration(
  context: SignedInContext,
  configurationId: number,
): Promise<MenuConfigurationRow> {
  const [row] = await context.db
    .select()
    .from(menuConfigurations)
    .where(eq(menuConfigurations.id, configurationId))
    .limit(1);
  if (!row || !isCompanyInScope(context.viewer, row.companyId)) throw new AppError('NOT_FOUND');
  await assertMenuMakerActivated(context, row.companyId);
  return row;
}

/**
 * Changes to a menu are protected by the 'menu' PIN tag when the company asks for it (pages access,
 * docs/pin.md#protected-actions).
 */
export async function requireMenuPin(context: SignedInContext, companyId: number): Promise<void> {
  const [company] = await context.db
    .select({ pagesAccess: companies.pagesAccess })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  requirePinSession(context, 'menu', company?.pagesAccess ?? []);
}

/** A configuration the viewer may change: found, in scope, activated, PIN open when required. */
export async function findEditableConfiguration(
  context: SignedInContext,
  configurationId: number,
): Promise<MenuConfigurationRow> {
  const row = await findMakerConfiguration(context, configurationId);
  await requireMenuPin(context, row.companyId);
  return row;
}
