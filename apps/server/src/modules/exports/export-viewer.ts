import { canSwitchUser, hasAnyRole, isAdministrator, routeRoles } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import type { Viewer } from '../../context/types';
import { rolesOf } from '../../context/viewer';
import type { Db } from '../../db/client';
import { accounts, type AccountRow } from '../../db/schema';
import { loadCompanyScope } from '../tenancy';
import { EXPORT_KIND_FACTS } from './export-kinds';
import type { ExportClaims } from './export-token';

async function findAccount(db: Db, id: number): Promise<AccountRow | null> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return account ?? null;
}

/**
 * The viewer an export link was issued to, judged again at download time with the same rules as a request
 * (context/viewer.ts): a signed-in account since disabled or logged out, a switcher since stripped of the right, or a
 * role or scope lost meanwhile must not leak what the link was issued for. Null when the link no longer grants
 * anything.
 */
export async function reloadExportViewer(db: Db, claims: ExportClaims): Promise<Viewer | null> {
  const actor = await findAccount(db, claims.actorId);
  if (!actor?.enabled || actor.tokenVersion !== claims.actorTokenVersion) return null;
  const switched = claims.accountId !== claims.actorId;
  const account = switched ? await findAccount(db, claims.accountId) : actor;
  if (!account) return null;
  if (switched) {
    if (!canSwitchUser(rolesOf(actor))) return null;
    if (isAdministrator(rolesOf(account)) && !isAdministrator(rolesOf(actor))) return null;
  }
  const roles = rolesOf(account);
  if (!hasAnyRole(roles, routeRoles(EXPORT_KIND_FACTS[claims.kind].routeId))) return null;
  return { account, roles, type: account.type, scope: await loadCompanyScope(db, account, roles), actor, switched };
}
