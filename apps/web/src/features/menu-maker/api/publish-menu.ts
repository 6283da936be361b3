import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { menuConfigurationQueryOptions } from './menu-configuration';
import { MenuPublicationFields, menuPublicationsQueryOptions } from './menu-publications';

const PublishMenuMutation = graphql(
  `
    mutation MenuMakerPublish($restaurants: [String!]!, $id: Int!) {
      menuToTablet(restaurants: $restaurants, menuConfigurationId: $id) {
        ...MenuPublicationFields
      }
    }
  `,
  [MenuPublicationFields],
);

export function usePublishMenu(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (restaurants: string[]) =>
      (await requestGraphQL(PublishMenuMutation, { restaurants, id })).menuToTablet,
    onSuccess: async () => {
      await queryClient.invalidateQueries(menuPublicationsQueryOptions(id));
      await queryClient.invalidateQueries({ queryKey: menuConfigurationQueryOptions(id).queryKey });
    },
  });
}
