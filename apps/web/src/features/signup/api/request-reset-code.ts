import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

const RequestResetCodeMutation = graphql(`
  mutation RequestResetCode($token: String!, $email: String!, $type: Int!) {
    requestResetCode(token: $token, email: $email, type: $type)
  }
`);

// The API's `type` 1 is the account code (docs/accounts.md#sign-up).
const ACCOUNT_CODE_TYPE = 1;

export function useRequestResetCode() {
  return useMutation({
    mutationFn: ({ token, email }: { token: string; email: string }) =>
      requestGraphQL(RequestResetCodeMutation, { token, email, type: ACCOUNT_CODE_TYPE }),
  });
}
