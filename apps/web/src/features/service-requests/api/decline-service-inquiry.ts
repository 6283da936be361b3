import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';

const DeclineServiceInquiryMutation = graphql(`
  mutation DeclineServiceInquiry($id: Int!, $message: String!) {
    declineServiceInquiry(id: $id, message: $message) {
      id
      status
      answeredBy
      answeredAt
      response
    }
  }
`);

export function useDeclineServiceInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { id: number; message: string }) =>
      (await requestGraphQL(DeclineServiceInquiryMutation, variables)).declineServiceInquiry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.serviceInquiries }),
  });
}
