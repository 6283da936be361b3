import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

const SendCompanyPasswordResetMutation = graphql(`
  mutation SendCompanyPasswordReset($companyId: Int!) {
    sendCompanyPasswordReset(companyId: $companyId)
  }
`);

/** E-mails the company's sign-in account the one-hour reset link of /forgot-password. */
export function useSendCompanyPasswordReset(companyId: number) {
  return useMutation({
    mutationFn: async () =>
      (await requestGraphQL(SendCompanyPasswordResetMutation, { companyId })).sendCompanyPasswordReset,
  });
}
