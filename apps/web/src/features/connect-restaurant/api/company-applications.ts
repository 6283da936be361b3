import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';

const CompanyApplicationsQuery = graphql(`
  query CompanyApplications($companyId: Int!) {
    companyApplications(companyId: $companyId) {
      id
      name
    }
  }
`);

function companyApplicationsQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: [...queryKeys.companies, companyId, 'applications'],
    queryFn: async ({ signal }) =>
      (await requestGraphQL(CompanyApplicationsQuery, { companyId }, { signal })).companyApplications,
  });
}

/** The applications linked to the company: the GET RESTO step picks the one that pushes the new store's orders. */
export function useCompanyApplications(companyId: number) {
  return useQuery(companyApplicationsQueryOptions(companyId));
}
