import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { storePinSession } from '../../../lib/pin/pin-session';

const CheckPinMutation = graphql(`
  mutation CheckPin($code: String!) {
    checkPin(code: $code) {
      expiresAt
    }
  }
`);

/** docs/pin.md#format: a correct PIN stores `pinCodeExp`, which unlocks the protected pages for the hour. */
export function useCheckPin() {
  return useMutation({
    mutationFn: async (code: string) => (await requestGraphQL(CheckPinMutation, { code })).checkPin.expiresAt,
    onSuccess: (expiresAt) => storePinSession(expiresAt),
  });
}
