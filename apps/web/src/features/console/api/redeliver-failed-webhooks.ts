import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { DELIVERIES_KEY } from './webhook-deliveries';

const RedeliverFailedApplicationWebhooksMutation = graphql(`
  mutation RedeliverFailedApplicationWebhooks {
    redeliverFailedApplicationWebhooks
  }
`);

/** Sends every FAILED delivery again; answers how many. */
export function useRedeliverFailedWebhooks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await requestGraphQL(RedeliverFailedApplicationWebhooksMutation, {})).redeliverFailedApplicationWebhooks,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DELIVERIES_KEY }),
  });
}
