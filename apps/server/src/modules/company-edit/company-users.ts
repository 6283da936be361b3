import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountManagerCompanies, accounts, applicationCompanies, type AccountRow } from '../../db/schema';
import type { CompanyNode } from '../accounts';

/** The accounts tied to a company: its own sign-in, the account managers looking after it and its applications. */
export type CompanyUsers = { node: CompanyNode; accountManagers: AccountRow[]; applications: AccountRow[] };

const ACCOUNT_MANAGER = 'ROLE_ACCOUNT_MANAGER';

/** Users holding ROLE_ACCOUNT_MANAGER, whatever else they hold. */
export function isAccountManagerAccount() {
  return and(eq(accounts.type, 'User'), sql`${ACCOUNT_MANAGER} = any(${accounts.roles})`);
}

export async function loadCompanyUsers(db: Db, node: CompanyNode): Promise<CompanyUsers> {
  const managers = db
    .select({ id: accountManagerCompanies.accountId })
    .from(accountManagerCompanies)
    .where(eq(accountManagerCompanies.companyId, node.company.id));
  const linked = db
    .select({ id: applicationCompanies.accountId })
    .from(applicationCompanies)
    .where(eq(applicationCompanies.companyId, node.company.id));
  const [accountManagers, applications] = await Promise.all([
    db
      .select()
      .from(accounts)
      .where(inArray(accounts.id, managers))
      .orderBy(asc(accounts.lastName), asc(accounts.email)),
    db.select().from(accounts).where(inArray(accounts.id, linked)).orderBy(asc(accounts.name), asc(accounts.email)),
  ]);
  return { node, accountManagers, applications };
}
