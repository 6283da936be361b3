import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { saveToken } from '../../../lib/session';

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      token
    }
  }
`);

/** Every token issued before ends with the change: this device keeps working with the fresh one the server answers. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (variables: { currentPassword: string; newPassword: string }) =>
      (await requestGraphQL(ChangePasswordMutation, variables)).changePassword.token,
    onSuccess: (token) => saveToken(token),
  });
}
