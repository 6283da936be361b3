import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { announceAccountChange } from '../../context/account-changes';
import type { SignedInContext } from '../../context/types';
import { accountManagerCompanies, accounts } from '../../db/schema';
import { AppError } from '../../errors';
import { recordViewerAudit } from '../audit';
import { loadCompanyUsers, isAccountManagerAccount, type CompanyUsers } from './company-users';
import { findEditedCompany, requireAdministrator } from './edited-company';

// More than anyone would assign, few enough to keep one statement small.
const MAX_ACCOUNT_MANAGERS = 50;

/**
 * companyAccountManagers(companyId, accountUuids) (docs/administration.md#account-managers): the company is looked
 * after by exactly these account managers from now on. Administrators only; every uuid must be a User holding
 * ROLE_ACCOUNT_MANAGER, or nothing changes. The added and removed ones are audited with the change.
 */
export async function setCompanyAccountManagers(
  context: SignedInContext,
  companyId: number,
  accountUuids: readonly string[],
): Promise<CompanyUsers> {
  requireAdministrator(context);
  const node = await findEditedCompany(context, companyId);
  const uuids = [...new Set(accountUuids.map((uuid) => uuid.toLowerCase()))];
  if (uuids.length > MAX_ACCOUNT_MANAGERS)
    throw new AppError('BAD_USER_INPUT', { message: `At most ${MAX_ACCOUNT_MANAGERS} account managers` });
  const chosen =
    uuids.length === 0
      ? []
      : await context.db
          .select({ id: accounts.id, uuid: accounts.uuid })
          .from(accounts)
          .where(and(inArray(accounts.uuid, uuids), isAccountManagerAccount()));
  if (chosen.length !== uuids.length) {
    throw new AppError('BAD_USER_INPUT', {
      message: 'Only account managers can look after a company',
      details: { fields: { accountUuids: 'not_an_account_manager' } },
    });
  }

  const ids = chosen.map((manager) => manager.id);
  const moved = await context.db.transaction(async (tx) => {
    const company = eq(accountManagerCompanies.companyId, node.company.id);
    const removed = await tx
      .delete(accountManagerCompanies)
      .where(ids.length === 0 ? company : and(company, notInArray(accountManagerCompanies.accountId, ids)))
      .returning({ id: accountManagerCompanies.accountId });
    const added =
      ids.length === 0
        ? []
        : await tx
            .insert(accountManagerCompanies)
            .values(ids.map((accountId) => ({ accountId, companyId: node.company.id })))
            .onConflictDoNothing()
            .returning({ id: accountManagerCompanies.accountId });
    if (removed.length === 0 && added.length === 0) return [];
    const uuidOf = new Map(chosen.map((manager) => [manager.id, manager.uuid]));
    const removedUuids =
      removed.length === 0
        ? []
        : await tx
            .select({ uuid: accounts.uuid })
            .from(accounts)
            .where(
              inArray(
                accounts.id,
                removed.map((row) => row.id),
              ),
            );
    await recordViewerAudit(tx, context, {
      action: 'company.account-managers',
      entity: 'company',
      entityId: String(node.company.id),
      data: { added: added.map((row) => uuidOf.get(row.id)), removed: removedUuids.map((row) => row.uuid) },
    });
    return [...added, ...removed].map((row) => row.id);
  });
  // Their scope is read with their account: each one's next request sees the company, or no longer does.
  await announceAccountChange(context, moved);
  return loadCompanyUsers(context.db, node);
}
