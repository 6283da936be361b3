import { canSwitchUser, isAdministrator, type Role } from '@comptoir/domain';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Viewer } from '../../context/types';
import type { Db } from '../../db/client';
import {
  accountManagerCompanies,
  accounts,
  applicationCompanies,
  carts,
  companies,
  restaurants,
  type AccountRow,
} from '../../db/schema';
import { AppError } from '../../errors';

/** The companies whose data a viewer may read: every company, or exactly these ids (possibly none). */
export type CompanyScope = 'all' | readonly number[];

export async function loadCompanyScope(db: Db, account: AccountRow, roles: readonly Role[]): Promise<CompanyScope> {
  if (isAdministrator(roles)) return 'all';
  if (account.type === 'Company') {
    const rows = await db.select({ id: companies.id }).from(companies).where(eq(companies.accountId, account.id));
    return rows.map((row) => row.id);
  }
  if (roles.includes('ROLE_ACCOUNT_MANAGER')) {
    const rows = await db
      .select({ id: accountManagerCompanies.companyId })
      .from(accountManagerCompanies)
      .where(eq(accountManagerCompanies.accountId, account.id));
    return rows.map((row) => row.id);
  }
  if (account.type === 'Application') {
    const rows = await db
      .select({ id: applicationCompanies.companyId })
      .from(applicationCompanies)
      .where(eq(applicationCompanies.accountId, account.id));
    return rows.map((row) => row.id);
  }
  return [];
}

export function companyScope(viewer: Viewer | null): CompanyScope {
  return viewer?.scope ?? [];
}

export function isCompanyInScope(viewer: Viewer | null, companyId: number): boolean {
  const scope = companyScope(viewer);
  return scope === 'all' || scope.includes(companyId);
}

// Out-of-scope ids answer exactly like missing ones so that ids cannot be probed.
export function assertCompanyInScope(viewer: Viewer | null, companyId: number): void {
  if (!isCompanyInScope(viewer, companyId)) throw new AppError('NOT_FOUND');
}

function inScope(viewer: Viewer | null, column: AnyPgColumn): SQL {
  const scope = companyScope(viewer);
  if (scope === 'all') return sql`true`;
  if (scope.length === 0) return sql`false`;
  return inArray(column, [...scope]);
}

export function companiesInScope(viewer: Viewer | null): SQL {
  return inScope(viewer, companies.id);
}

export function restaurantsInScope(viewer: Viewer | null): SQL {
  return inScope(viewer, restaurants.companyId);
}

export function cartsInScope(viewer: Viewer | null): SQL {
  return inScope(viewer, carts.companyId);
}

/** Rows of the order rollups (or their deltas) of the viewer's scope, by the company of their orders. */
export function rollupsInScope(viewer: Viewer | null, rollup: { companyId: AnyPgColumn }): SQL {
  return inScope(viewer, rollup.companyId);
}

// A switcher may act as any account (the x-switch-user header accepts any email), so its picker searches them all.
export function searchableCompanies(viewer: Viewer): SQL {
  return canSwitchUser(viewer.roles) ? sql`true` : companiesInScope(viewer);
}

/** User and Application accounts a viewer may find: all for a switcher, else those tied to companies in scope. */
export function searchableAccounts(db: Db, viewer: Viewer): SQL {
  const people = inArray(accounts.type, ['User', 'Application']);
  if (canSwitchUser(viewer.roles)) return people;
  const managers = db
    .select({ id: accountManagerCompanies.accountId })
    .from(accountManagerCompanies)
    .where(inScope(viewer, accountManagerCompanies.companyId));
  const applications = db
    .select({ id: applicationCompanies.accountId })
    .from(applicationCompanies)
    .where(inScope(viewer, applicationCompanies.companyId));
  return and(people, or(inArray(accounts.id, managers), inArray(accounts.id, applications))) ?? sql`false`;
}
