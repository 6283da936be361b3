import { useMutation } from '@tanstack/react-query';
import { graphql, type VariablesOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($email: String!) {
    resetPassword(email: $email)
  }
`);

export function useResetPassword() {
  return useMutation({
    mutationFn: (variables: VariablesOf<typeof ResetPasswordMutation>) =>
      requestGraphQL(ResetPasswordMutation, variables),
  });
}
