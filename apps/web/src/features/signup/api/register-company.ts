import { useMutation } from '@tanstack/react-query';
import { graphql, type VariablesOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

export const RegisterCompanyMutation = graphql(`
  mutation RegisterCompany($input: CompanyRegisterInput!) {
    registerCompany(companyRegisterInput: $input) {
      token
      auth {
        uuid
        email
        roles
        lang
        enabled
      }
    }
  }
`);

export function useRegisterCompany() {
  return useMutation({
    mutationFn: (variables: VariablesOf<typeof RegisterCompanyMutation>) =>
      requestGraphQL(RegisterCompanyMutation, variables),
  });
}
