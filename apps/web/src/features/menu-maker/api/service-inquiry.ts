import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';

// docs/services.md#requests: "Users request activation through a form (services, comment)" — here always for the menu
// maker.
const MenuMakerInquiryMutation = graphql(`
  mutation MenuMakerInquiry($services: [String!]!, $comment: String) {
    serviceInquiry(services: $services, comment: $comment) {
      id
    }
  }
`);

export function useMenuMakerInquiry() {
  return useMutation({
    mutationFn: async (comment: string) =>
      (await requestGraphQL(MenuMakerInquiryMutation, { services: ['MENU_MAKER'], comment: comment.trim() || null }))
        .serviceInquiry.id,
  });
}
