import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, companies } from '../../db/schema';
import { keysetKey, type Keyset } from '../../lib/pagination';
import type { CompanyNode } from '../accounts';

/** Companies with their sign-in account, in the order of `ids` (null where missing). */
export async function loadCompanyNodes(db: Db, ids: readonly number[]): Promise<(CompanyNode | null)[]> {
  const rows = await selectCompanyNodes(db).where(inArray(companies.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.company.id, row]));
  return ids.map((id) => byId.get(id) ?? null);
}

function selectCompanyNodes(db: Db) {
  return db
    .select({ company: companies, account: accounts })
    .from(companies)
    .innerJoin(accounts, eq(accounts.id, companies.accountId));
}

// Companies by name, the order of the list and of the switcher's search (docs/architecture.md#pagination).
export const COMPANY_KEYSET: Keyset = {
  list: 'company',
  direction: 'asc',
  columns: [
    { column: companies.name, part: 'text' },
    { column: companies.id, part: 'id' },
  ],
};

/** selectCompanyNodes with each row's place in COMPANY_KEYSET, for a page. */
export function selectCompanyNodePage(db: Db) {
  return db
    .select({ company: companies, account: accounts, cursorKey: keysetKey(COMPANY_KEYSET) })
    .from(companies)
    .innerJoin(accounts, eq(accounts.id, companies.accountId));
}
