import { useMutation } from '@tanstack/react-query';
import { graphql, type VariablesOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

export const ValidateAccountCodeMutation = graphql(`
  mutation ValidateAccountCode($token: String!, $code: String!) {
    validateAccountCode(token: $token, code: $code) {
      token
    }
  }
`);

export function useValidateAccountCode() {
  return useMutation({
    mutationFn: (variables: VariablesOf<typeof ValidateAccountCodeMutation>) =>
      requestGraphQL(ValidateAccountCodeMutation, variables),
  });
}
