import { graphql } from '../../lib/graphql';
import { requestGraphQL } from '../../lib/graphql-client';

const ServiceInquiryMutation = graphql(`
  mutation ServiceInquiry($services: [String!]!, $comment: String) {
    serviceInquiry(services: $services, comment: $comment) {
      id
    }
  }
`);

export async function sendServiceInquiry(services: string[], comment: string): Promise<number> {
  const data = await requestGraphQL(ServiceInquiryMutation, { services, comment: comment.trim() || null });
  return data.serviceInquiry.id;
}
