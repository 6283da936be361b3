import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';

const ServiceInquiryMutation = graphql(`
  mutation ServiceInquiry($services: [String!]!, $comment: String) {
    serviceInquiry(services: $services, comment: $comment) {
      id
    }
  }
`);

type ServiceInquiryInput = { services: string[]; comment: string };

/**
 * docs/product.md#background: the activation request, recorded for the account managers; the sent list and their inbox
 * refresh.
 */
export function useSendServiceInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ services, comment }: ServiceInquiryInput) =>
      (await requestGraphQL(ServiceInquiryMutation, { services, comment: comment.trim() || null })).serviceInquiry.id,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.serviceInquiries }),
  });
}
