import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, type VariablesOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';
import { CompanyEditFields, companyEditQueryOptions, readEditedCompany } from './company-edit';

const UpdateCompanyMutation = graphql(
  `
    mutation UpdateCompany($companyId: Int!, $input: CompanyInput!) {
      company(companyId: $companyId, input: $input) {
        ...CompanyEditFields
      }
    }
  `,
  [CompanyEditFields],
);

/** Only the fields sent change: each section of the edit sends its own. */
export type CompanyInput = VariablesOf<typeof UpdateCompanyMutation>['input'];

export function useUpdateCompany(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CompanyInput) =>
      readEditedCompany((await requestGraphQL(UpdateCompanyMutation, { companyId, input })).company),
    onSuccess: (company) => {
      queryClient.setQueryData(companyEditQueryOptions(companyId).queryKey, company);
      // The company's page, its users (enabled, e-mail) and the company list show what changed.
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.companies, companyId], exact: true });
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.companies, companyId, 'users'] });
      void queryClient.invalidateQueries({ queryKey: ['companys'] });
    },
  });
}
