import { asc } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { accounts, type AccountRow } from '../../db/schema';
import { isAccountManagerAccount } from './company-users';
import { requireAdministrator } from './edited-company';

/** accountManagers: who an administrator may choose to look after a company, by last name. */
export async function listAccountManagers(context: SignedInContext): Promise<AccountRow[]> {
  requireAdministrator(context);
  return context.db
    .select()
    .from(accounts)
    .where(isAccountManagerAccount())
    .orderBy(asc(accounts.lastName), asc(accounts.email));
}
