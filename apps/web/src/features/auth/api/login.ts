import { useMutation } from '@tanstack/react-query';
import { graphql, type VariablesOf } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

export const LoginMutation = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
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

export function useLogin() {
  return useMutation({
    mutationFn: (variables: VariablesOf<typeof LoginMutation>) => requestGraphQL(LoginMutation, variables),
  });
}
