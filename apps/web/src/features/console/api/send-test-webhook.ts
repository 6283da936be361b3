import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { DELIVERIES_KEY } from './webhook-deliveries';

const SendApplicationTestWebhookMutation = graphql(`
  mutation SendApplicationTestWebhook {
    sendApplicationTestWebhook {
      deliveryId
      status
    }
  }
`);

export function useSendTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await requestGraphQL(SendApplicationTestWebhookMutation, {})).sendApplicationTestWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DELIVERIES_KEY }),
  });
}
