import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';

// The accounts tied to the company, and its tablets (read-only here: they are managed on /tablets/new).
const CompanyUsersQuery = graphql(`
  query CompanyUsers($companyId: Int!) {
    companyUsers(companyId: $companyId) {
      email
      lang
      enabled
      lastSignInAt
      accountManagers {
        uuid
        email
        firstName
        lastName
      }
      applications {
        uuid
        email
        name
      }
    }
    devices(company: $companyId) {
      id
      name
      lastSeenAt
      enrolledAt
      revokedAt
    }
  }
`);

export type CompanyUsers = ResultOf<typeof CompanyUsersQuery>;
export type AccountManager = CompanyUsers['companyUsers']['accountManagers'][number];

export function companyUsersQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: [...queryKeys.companies, companyId, 'users'],
    queryFn: async ({ signal }) => requestGraphQL(CompanyUsersQuery, { companyId }, { signal }),
  });
}

export function useCompanyUsers(companyId: number) {
  return useQuery(companyUsersQueryOptions(companyId));
}
