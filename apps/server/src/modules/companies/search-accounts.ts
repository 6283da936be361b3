import { PAGE_SIZES } from '@comptoir/domain';
import { and, count, eq, ilike, or } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { accounts, companies } from '../../db/schema';
import {
  emptyPage,
  escapeLikePattern,
  keysetKey,
  keysetOrder,
  readPageRequest,
  toConnection,
  type Keyset,
  type Page,
  type PageRequest,
} from '../../lib/pagination';
import type { AccountNode, CompanyNode } from '../accounts';
import { searchableAccounts, searchableCompanies } from '../tenancy';
import { COMPANY_KEYSET, selectCompanyNodePage } from './company-records';

export type SearchArgs = { search?: string | null; first?: number | null; onlyCampanies?: boolean | null };

export type SearchResult = { companys: Page<CompanyNode>; users: Page<AccountNode> };

// People by e-mail (docs/architecture.md#pagination).
const PERSON_KEYSET: Keyset = {
  list: 'person',
  direction: 'asc',
  columns: [
    { column: accounts.email, part: 'text' },
    { column: accounts.id, part: 'id' },
  ],
};

// The identity switcher's picker (docs/product.md#identity-switching): the first page only, up to 100 companies and 100
// users.
export async function searchAccounts(context: SignedInContext, args: SearchArgs): Promise<SearchResult> {
  const request = readPageRequest(COMPANY_KEYSET, { first: args.first }, PAGE_SIZES.search, PAGE_SIZES.search);
  const pattern = args.search?.trim() ? escapeLikePattern(args.search.trim()) : null;
  return {
    companys: await searchCompanies(context, pattern, request),
    users: args.onlyCampanies ? emptyPage() : await searchPeople(context, pattern, request),
  };
}

async function searchCompanies(
  context: SignedInContext,
  pattern: string | null,
  request: PageRequest,
): Promise<Page<CompanyNode>> {
  const where = and(
    searchableCompanies(context.viewer),
    pattern ? or(ilike(companies.name, pattern), ilike(accounts.email, pattern)) : undefined,
  );
  const [total] = await context.db
    .select({ value: count() })
    .from(companies)
    .innerJoin(accounts, eq(accounts.id, companies.accountId))
    .where(where);
  const rows = await selectCompanyNodePage(context.db)
    .where(where)
    .orderBy(...keysetOrder(COMPANY_KEYSET))
    .limit(request.first + 1);
  return toConnection(COMPANY_KEYSET, request, rows, total?.value ?? 0, ({ company, account }) => ({
    company,
    account,
  }));
}

async function searchPeople(
  context: SignedInContext,
  pattern: string | null,
  request: PageRequest,
): Promise<Page<AccountNode>> {
  const where = and(
    searchableAccounts(context.db, context.viewer),
    pattern
      ? or(
          ilike(accounts.email, pattern),
          ilike(accounts.firstName, pattern),
          ilike(accounts.lastName, pattern),
          ilike(accounts.name, pattern),
        )
      : undefined,
  );
  const [total] = await context.db.select({ value: count() }).from(accounts).where(where);
  const rows = await context.db
    .select({ account: accounts, cursorKey: keysetKey(PERSON_KEYSET) })
    .from(accounts)
    .where(where)
    .orderBy(...keysetOrder(PERSON_KEYSET))
    .limit(request.first + 1);
  return toConnection(PERSON_KEYSET, request, rows, total?.value ?? 0, ({ account }) => ({ account }));
}
