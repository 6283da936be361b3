import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../lib/graphql';
import { sendGraphQLUpload } from '../../../lib/graphql-upload';
import { orderDisputesKey } from './order-disputes';

const SendDisputeRequestMutation = graphql(`
  mutation SendDisputeRequest($input: DisputeInput!) {
    sendDisputeRequest(input: $input) {
      id
      status
      diputedAt
    }
  }
`);

type DisputeRequest = { orderId: number; cartId: number | null; evidenceImage: File | null };

/** Without a photo the order's own photo is sent. */
function sendDisputeRequest({
  orderId,
  cartId,
  evidenceImage,
}: DisputeRequest): Promise<ResultOf<typeof SendDisputeRequestMutation>> {
  const parts = evidenceImage ? [{ path: 'variables.input.evidenceImage', file: evidenceImage }] : [];
  return sendGraphQLUpload(SendDisputeRequestMutation, { input: { orderId, cartId, evidenceImage: null } }, parts);
}

export function useSendDisputeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendDisputeRequest,
    // docs/screens.md#dispute-modal: the disputes list reloads after submit (and so do the bell and the summary).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderDisputesKey }),
        queryClient.invalidateQueries({ queryKey: ['disputeForCart'] }),
      ]),
  });
}
