import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { companyUsersQueryOptions } from './company-users';

const SetCompanyAccountManagersMutation = graphql(`
  mutation SetCompanyAccountManagers($companyId: Int!, $accountUuids: [String!]!) {
    companyAccountManagers(companyId: $companyId, accountUuids: $accountUuids) {
      accountManagers {
        uuid
        email
        firstName
        lastName
      }
    }
  }
`);

/** The company is looked after by exactly these account managers (administrators only). */
export function useSetCompanyAccountManagers(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (accountUuids: string[]) =>
      (await requestGraphQL(SetCompanyAccountManagersMutation, { companyId, accountUuids })).companyAccountManagers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyUsersQueryOptions(companyId).queryKey }),
  });
}
