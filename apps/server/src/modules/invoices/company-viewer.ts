import type { Viewer } from '../../context/types';
import { rolesOf } from '../../context/viewer';
import type { Db } from '../../db/client';
import type { AccountRow } from '../../db/schema';
import { loadCompanyScope } from '../tenancy';

/** The company's own sign-in as a viewer, for work done on its behalf outside a request (monthly invoicing). */
export async function companyViewer(db: Db, account: AccountRow): Promise<Viewer> {
  const roles = rolesOf(account);
  return {
    account,
    roles,
    type: account.type,
    scope: await loadCompanyScope(db, account, roles),
    actor: account,
    switched: false,
  };
}
