import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, readFragment } from '../../../lib/graphql';
import { requestGraphQL } from '../../../lib/graphql-client';
import { MenuMakerConfigurationFields } from './configuration-fields';
import { menuConfigurationsQueryOptions } from './menu-configurations';

const SaveConfigurationMutation = graphql(
  `
    mutation MenuMakerSaveConfiguration($companyId: Int!, $menuId: Int, $input: MenuConfigurationInput!) {
      menu(companyId: $companyId, menuId: $menuId, input: $input) {
        ...MenuMakerConfigurationFields
      }
    }
  `,
  [MenuMakerConfigurationFields],
);

/** A new draft of the company (menu with menuId null, docs/menus.md#menu-maker); the picker list is refreshed. */
export function useCreateDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ companyId, title }: { companyId: number; title: string }) =>
      readFragment(
        MenuMakerConfigurationFields,
        (await requestGraphQL(SaveConfigurationMutation, { companyId, menuId: null, input: { title } })).menu,
      ),
    onSuccess: () => queryClient.invalidateQueries(menuConfigurationsQueryOptions()),
  });
}
