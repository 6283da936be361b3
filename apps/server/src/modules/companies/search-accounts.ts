import { PAGE_SIZES } from '@comptoir/domain';
import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { accounts, companies } from '../../db/schema';
import { escapeLikePattern, readPageRequest, toPage, type Page } from '../../lib/pagination';
import type { AccountNode, CompanyNode } from '../accounts/account-node';
import { searchableAccounts, searchableCompanies } from '../tenancy/scope';
import { selectCompanyNodes } from './company-records';

export type SearchArgs = { search?: string | null; first?: number | null; onlyCampanies?: boolean | null };

export type SearchResult = { companys: Page<CompanyNode>; users: Page<AccountNode> };

// The identity switcher's picker (SPEC §6): up to 100 companies and 100 users.
export async function searchAccounts(context: SignedInContext, args: SearchArgs): Promise<SearchResult> {
  const page = readPageRequest(args.first, null, PAGE_SIZES.search);
  const pattern = args.search?.trim() ? escapeLikePattern(args.search.trim()) : null;
  return {
    companys: await searchCompanies(context, pattern, page.first),
    users: args.onlyCampanies ? toPage([], page, 0) : await searchPeople(context, pattern, page.first),
  };
}

async function searchCompanies(context: SignedInContext, pattern: string | null, first: number): Promise<Page<CompanyNode>> {
  const where = and(
    searchableCompanies(context.viewer),
    pattern ? or(ilike(companies.name, pattern), ilike(accounts.email, pattern)) : undefined,
  );
  const [total] = await context.db
    .select({ value: count() })
    .from(companies)
    .innerJoin(accounts, eq(accounts.id, companies.accountId))
    .where(where);
  const rows = await selectCompanyNodes(context.db)
    .where(where)
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(first + 1);
  return toPage(rows, { first, offset: 0 }, total?.value ?? 0);
}

async function searchPeople(context: SignedInContext, pattern: string | null, first: number): Promise<Page<AccountNode>> {
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
    .select()
    .from(accounts)
    .where(where)
    .orderBy(asc(accounts.email))
    .limit(first + 1);
  return toPage(
    rows.map((account) => ({ account })),
    { first, offset: 0 },
    total?.value ?? 0,
  );
}
