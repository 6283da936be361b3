import { useMutation } from '@tanstack/react-query';
import { graphql, type VariablesOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

export const ResetPasswordChangeMutation = graphql(`
  mutation ResetPasswordChange($newPassword: String!, $token: String!) {
    resetPasswordChange(newPassword: $newPassword, token: $token)
  }
`);

export function useResetPasswordChange() {
  return useMutation({
    mutationFn: (variables: VariablesOf<typeof ResetPasswordChangeMutation>) =>
      requestGraphQL(ResetPasswordChangeMutation, variables),
  });
}
