import { createContextCache } from '@pothos/core';
import DataLoader from 'dataloader';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { builder } from '../../builder';
import type { GraphQLContext } from '../../context/types';
import { accounts, applicationCompanies, companies } from '../../db/schema';
import { type CompanyNode, ApplicationRef } from '../accounts';
import { companiesInScope } from '../tenancy';
import { CompanyRef } from './company.graphql';

const applicationCompaniesLoader = createContextCache(
  (context: GraphQLContext) =>
    new DataLoader<number, CompanyNode[]>(async (applicationIds) => {
      const rows = await context.db
        .select({ company: companies, account: accounts, applicationId: applicationCompanies.accountId })
        .from(applicationCompanies)
        .innerJoin(companies, eq(companies.id, applicationCompanies.companyId))
        .innerJoin(accounts, eq(accounts.id, companies.accountId))
        .where(and(inArray(applicationCompanies.accountId, [...applicationIds]), companiesInScope(context.viewer)))
        .orderBy(asc(companies.name));
      return applicationIds.map((id) => rows.filter((row) => row.applicationId === id));
    }),
);

// Declared here rather than beside Application so that accounts does not depend on companies.
builder.objectField(ApplicationRef, 'companies', (t) =>
  t.field({
    description: "The companies the application is linked to, within the viewer's scope, by name.",
    type: [CompanyRef],
    resolve: (node, _args, context) => applicationCompaniesLoader(context).load(node.account.id),
  }),
);
