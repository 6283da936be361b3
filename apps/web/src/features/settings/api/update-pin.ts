import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

const UpdatePinMutation = graphql(`
  mutation UpdatePin($pinCode: String!, $newCode: String!) {
    updatePin(pinCode: $pinCode, newCode: $newCode)
  }
`);

export function useUpdatePin() {
  return useMutation({
    mutationFn: (variables: { pinCode: string; newCode: string }) => requestGraphQL(UpdatePinMutation, variables),
  });
}
