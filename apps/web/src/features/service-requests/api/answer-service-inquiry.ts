import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { SERVICE_INQUIRIES_KEY } from './service-inquiries';

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

// Accepting changes the company's services: its page (['company', id]) is refreshed too.
function useInvalidateAnswered() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: SERVICE_INQUIRIES_KEY }),
      queryClient.invalidateQueries({ queryKey: ['company'] }),
    ]);
}

export function useAcceptServiceInquiry() {
  const invalidate = useInvalidateAnswered();
  return useMutation({
    mutationFn: async (variables: { id: number; services: string[] }) =>
      (await requestGraphQL(AcceptServiceInquiryMutation, variables)).acceptServiceInquiry,
    onSettled: invalidate,
  });
}

export function useDeclineServiceInquiry() {
  const invalidate = useInvalidateAnswered();
  return useMutation({
    mutationFn: async (variables: { id: number; message: string }) =>
      (await requestGraphQL(DeclineServiceInquiryMutation, variables)).declineServiceInquiry,
    onSettled: invalidate,
  });
}
