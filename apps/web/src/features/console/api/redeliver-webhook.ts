import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { DELIVERIES_KEY } from './webhook-deliveries';

const RedeliverApplicationWebhookMutation = graphql(`
  mutation RedeliverApplicationWebhook($deliveryId: String!) {
    redeliverApplicationWebhook(deliveryId: $deliveryId) {
      deliveryId
      status
    }
  }
`);

export function useRedeliverWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deliveryId: string) =>
      (await requestGraphQL(RedeliverApplicationWebhookMutation, { deliveryId })).redeliverApplicationWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DELIVERIES_KEY }),
  });
}
