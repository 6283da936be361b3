import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';

// The company the wizard adds to: its name for the title, its restaurants for `?reconnect=`.
const WizardCompanyQuery = graphql(`
  query WizardCompany($id: Int!) {
    company(id: $id) {
      id
      name
      restaurants {
        uuid
        title
        platformStoreId
        platform {
          name
        }
      }
    }
  }
`);

export type WizardCompany = NonNullable<ResultOf<typeof WizardCompanyQuery>['company']>;

function wizardCompanyQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: [...queryKeys.companies, companyId, 'wizard'],
    queryFn: async ({ signal }) => (await requestGraphQL(WizardCompanyQuery, { id: companyId }, { signal })).company,
  });
}

export function useWizardCompany(companyId: number) {
  return useQuery(wizardCompanyQueryOptions(companyId));
}
