import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, type VariablesOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';
import { accountCompanyQueryOptions, AccountCompanyFields, readCompany } from './account-company';

const UpdateCompanyUserMutation = graphql(
  `
    mutation UpdateCompanyUser($input: CompanyUserInput!) {
      updateCompanyUser(input: $input) {
        ...AccountCompanyFields
      }
    }
  `,
  [AccountCompanyFields],
);

export type CompanyUserInput = VariablesOf<typeof UpdateCompanyUserMutation>['input'];

// No id: the server edits the viewer's own company, the one acted as when an administrator is switched into it.
export function useUpdateCompanyUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CompanyUserInput) =>
      readCompany((await requestGraphQL(UpdateCompanyUserMutation, { input })).updateCompanyUser),
    onSuccess: (company) => {
      queryClient.setQueryData(accountCompanyQueryOptions(id).queryKey, company);
      // The top bar shows the company's name from the profile.
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
    },
  });
}
