import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { queryKeys } from '../../../lib/query-keys';

const AcceptServiceInquiryMutation = graphql(`
  mutation AcceptServiceInquiry($id: Int!, $services: [String!]) {
    acceptServiceInquiry(id: $id, services: $services) {
      id
      status
      answeredBy
      answeredAt
    }
  }
`);

/** Accepting switches the company's services on: its pages refresh with the inquiries. */
export function useAcceptServiceInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { id: number; services: string[] }) =>
      (await requestGraphQL(AcceptServiceInquiryMutation, variables)).acceptServiceInquiry,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.serviceInquiries }),
        queryClient.invalidateQueries({ queryKey: queryKeys.companies }),
      ]),
  });
}
