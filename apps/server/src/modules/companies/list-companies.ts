import { and, count, eq, ilike, or } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { accounts, companies } from '../../db/schema';
import {
  escapeLikePattern,
  keysetAfter,
  keysetOrder,
  MAX_PAGE_SIZE,
  readPageRequest,
  toConnection,
  type Page,
} from '../../lib/pagination';
import type { CompanyNode } from '../accounts';
import { companiesInScope } from '../tenancy';
import { COMPANY_KEYSET, selectCompanyNodePage } from './company-records';

export type ListCompaniesArgs = { first?: number | null; after?: string | null; search?: string | null };

export async function listCompanies(context: SignedInContext, args: ListCompaniesArgs): Promise<Page<CompanyNode>> {
  const request = readPageRequest(COMPANY_KEYSET, args, MAX_PAGE_SIZE);
  const pattern = args.search?.trim() ? escapeLikePattern(args.search.trim()) : null;
  const where = and(
    companiesInScope(context.viewer),
    pattern
      ? or(ilike(companies.name, pattern), ilike(accounts.email, pattern), ilike(companies.siret, pattern))
      : undefined,
  );
  const [total] = await context.db
    .select({ value: count() })
    .from(companies)
    .innerJoin(accounts, eq(accounts.id, companies.accountId))
    .where(where);
  const rows = await selectCompanyNodePage(context.db)
    .where(and(where, keysetAfter(COMPANY_KEYSET, request)))
    .orderBy(...keysetOrder(COMPANY_KEYSET))
    .limit(request.first + 1);
  return toConnection(COMPANY_KEYSET, request, rows, total?.value ?? 0, ({ company, account }) => ({
    company,
    account,
  }));
}
