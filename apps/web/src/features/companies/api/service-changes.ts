import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

const ServiceChangesQuery = graphql(`
  query ServiceChanges($id: Int!) {
    company(id: $id) {
      id
      serviceChanges(first: 20) {
        id
        service
        restaurantTitle
        before {
          activated
          price
        }
        after {
          activated
          price
        }
        changedAt
        changedBy
      }
    }
  }
`);

export type ServiceChange = NonNullable<ResultOf<typeof ServiceChangesQuery>['company']>['serviceChanges'][number];

export const SERVICE_CHANGES_KEY = ['company-service-changes'] as const;

function serviceChangesQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: [...SERVICE_CHANGES_KEY, companyId],
    queryFn: async ({ signal }) =>
      (await requestGraphQL(ServiceChangesQuery, { id: companyId }, { signal })).company?.serviceChanges ?? [],
  });
}

export function useServiceChanges(companyId: number) {
  return useQuery(serviceChangesQueryOptions(companyId));
}
