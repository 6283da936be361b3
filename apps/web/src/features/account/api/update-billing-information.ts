import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, type VariablesOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { accountCompanyQueryOptions, AccountCompanyFields, readCompany } from './account-company';

const UpdateBillingInformationMutation = graphql(
  `
    mutation UpdateBillingInformation($input: BillingInformationInput!) {
      updateBillingInformation(input: $input) {
        ...AccountCompanyFields
      }
    }
  `,
  [AccountCompanyFields],
);

export type BillingInformationInput = VariablesOf<typeof UpdateBillingInformationMutation>['input'];

export function useUpdateBillingInformation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BillingInformationInput) =>
      readCompany((await requestGraphQL(UpdateBillingInformationMutation, { input })).updateBillingInformation),
    onSuccess: (company) => queryClient.setQueryData(accountCompanyQueryOptions(id).queryKey, company),
  });
}
