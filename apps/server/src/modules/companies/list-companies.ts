import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { accounts, companies } from '../../db/schema';
import { escapeLikePattern, MAX_PAGE_SIZE, readPageRequest, toPage, type Page } from '../../lib/pagination';
import type { CompanyNode } from '../accounts/account-node';
import { companiesInScope } from '../tenancy/scope';
import { selectCompanyNodes } from './company-records';

export type ListCompaniesArgs = { first?: number | null; after?: string | null; search?: string | null };

export async function listCompanies(context: SignedInContext, args: ListCompaniesArgs): Promise<Page<CompanyNode>> {
  const page = readPageRequest(args.first, args.after, MAX_PAGE_SIZE);
  const pattern = args.search?.trim() ? escapeLikePattern(args.search.trim()) : null;
  const where = and(
    companiesInScope(context.viewer),
    pattern ? or(ilike(companies.name, pattern), ilike(accounts.email, pattern), ilike(companies.siret, pattern)) : undefined,
  );
  const [total] = await context.db
    .select({ value: count() })
    .from(companies)
    .innerJoin(accounts, eq(accounts.id, companies.accountId))
    .where(where);
  const rows = await selectCompanyNodes(context.db)
    .where(where)
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(page.first + 1)
    .offset(page.offset);
  return toPage(rows, page, total?.value ?? 0);
}
